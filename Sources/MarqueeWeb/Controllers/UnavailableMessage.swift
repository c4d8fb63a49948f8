import MarqueeCore

/// What a page that could not be loaded says, and what to do: offline with nothing saved, the
/// catalog's own message, or a generic one.
enum UnavailableMessage {
    /// The kind of page that could not be loaded: each has its sentences whole in the catalogs,
    /// so that no translation has to fit a phrase into another.
    enum Subject {
        /// A film's page ("this film's details" were not saved).
        case film
        /// A person's page.
        case person
        /// A genre's list of films.
        case genre

        var offline: UnavailableText {
            switch self {
            case .film: .filmOffline
            case .person: .personOffline
            case .genre: .genreOffline
            }
        }

        var failed: UnavailableText {
            switch self {
            case .film: .filmFailed
            case .person: .personFailed
            case .genre: .genreFailed
            }
        }
    }

    /// Why the page of `subject` could not be shown, in `localizer`'s language.
    static func text(for error: any Error, about subject: Subject, in localizer: Localizer) -> String {
        guard let error = error as? CatalogError else { return localizer[subject.failed] }
        return error == .offline ? localizer[subject.offline] : error.message(in: localizer)
    }
}
