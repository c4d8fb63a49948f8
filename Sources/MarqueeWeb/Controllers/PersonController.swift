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
            let message = UnavailableMessage.text(for: error, saved: "this person's page", loading: "this person")
            return pages.page(request, context, title: "Person unavailable", section: .discover, status: ErrorStatus.of(error)) {
                ErrorPage(heading: "Person unavailable", message: message, chrome: $0)
            }
        }
        guard let outcome else { return notFound(request, context) }
        let state = PersonViewState(outcome)
        return pages.page(request, context, title: outcome.person.name, section: .discover) { PersonPage(state: state, chrome: $0) }
    }

    private func notFound(_ request: Request, _ context: AppRequestContext) -> Response {
        pages.page(request, context, title: "Person not found", section: .discover, status: .notFound) {
            ErrorPage(heading: "Person not found", message: "Marquee knows nobody at this address.", chrome: $0)
        }
    }
}
