import MarqueeCore

/// A sentence a film's page shows after a plain form changed the person's films.
enum FilmNotice: Sendable, Hashable {
    case logged
    case loggedOffWatchlist
    /// A viewing was deleted: the page offers "Undo" for it.
    case viewingDeleted(ViewingID)

    /// The notice of an address's `notice` (and `viewing`) values; nil for anything else.
    init?(notice: String?, viewing: String?) {
        switch notice {
        case "logged": self = .logged
        case "logged-off-watchlist": self = .loggedOffWatchlist
        case "viewing-deleted":
            guard let id = viewing.flatMap(ViewingID.init) else { return nil }
            self = .viewingDeleted(id)
        default: return nil
        }
    }

    /// Writes `notice=…` (and the deleted viewing's name) into `writer`.
    func write(to writer: inout some URLWriting) {
        writer.pathLiteral("notice=")
        switch self {
        case .logged: writer.pathLiteral("logged")
        case .loggedOffWatchlist: writer.pathLiteral("logged-off-watchlist")
        case let .viewingDeleted(id):
            writer.pathLiteral("viewing-deleted")
            writer.parameterSeparator()
            writer.pathLiteral("viewing=")
            // A viewing's name is ASCII letters, digits and hyphens (`ViewingID`).
            writer.trustedPath(id.rawValue)
        }
    }
}
