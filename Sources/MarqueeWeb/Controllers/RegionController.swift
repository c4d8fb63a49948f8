import Foundation
import Hummingbird
import MarqueeCore

/// `POST /region`: remembers the region chosen and goes back to the page it was chosen on.
struct RegionController: Sendable {
    let preference: RegionPreference

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.post(.setRegion, use: choose)
    }

    @Sendable func choose(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: RegionForm.self, context: context)
        let back = form.returnTo.flatMap(Route.init(returnPath:)) ?? request.headers[.referer].flatMap(Route.init(referer:)) ?? .discover()
        var response = Response(status: .seeOther, headers: [.location: back.url])
        guard let region = form.region.flatMap({ WatchRegion($0) }) else {
            throw HTTPError(.badRequest, message: context.localizer[WhereToWatchText.chooseRegion])
        }
        response.setCookie(preference.cookie(region))
        return response
    }
}
