import Foundation
import Hummingbird
import MarqueeCore

/// A person's page, `/people/{id}`.
struct PersonController: Sendable {
    let person: PersonDetails
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.person, use: page)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), id > 0 else { return notFound(request, context) }
        let outcome: PersonOutcome?
        do {
            outcome = try await person(id: id, owner: context.owner)
        } catch {
            let message = UnavailableMessage.text(for: error, about: .person, in: context.localizer)
            let heading = context.localizer[PersonPageText.unavailable]
            return pages.page(request, context, title: heading, section: .discover, status: ErrorStatus.of(error)) {
                ErrorPage(heading: heading, message: message, chrome: $0)
            }
        }
        guard let outcome else { return notFound(request, context) }
        let state = PersonViewState(outcome, localizer: context.localizer)
        return pages.page(request, context, title: outcome.person.name, section: .discover) { PersonPage(state: state, chrome: $0) }
    }

    private func notFound(_ request: Request, _ context: AppRequestContext) -> Response {
        let heading = context.localizer[PersonPageText.notFound]
        return pages.page(request, context, title: heading, section: .discover, status: .notFound) {
            ErrorPage(heading: heading, message: context.localizer[PersonPageText.notFoundMessage], chrome: $0)
        }
    }
}
