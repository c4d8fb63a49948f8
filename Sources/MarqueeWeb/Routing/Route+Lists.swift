import MarqueeCore

/// What a list's page says was just done, carried in its address after a plain form.
enum ListNotice: String, Sendable, Hashable {
    case created, added, alreadyOnList, saved, deleted, shared, unshared

    /// The sentence shown.
    var text: ListsPageText {
        switch self {
        case .created: .created
        case .added: .added
        case .alreadyOnList: .alreadyOnList
        case .saved: .saved
        case .deleted: .listDeleted
        case .shared: .nowShared
        case .unshared: .unshared
        }
    }
}

extension Route {
    /// Writes the address of a list's route.
    func writeListAddress(to writer: inout some URLWriting) {
        switch self {
        case .lists: writer.pathLiteral("/you/lists")
        case let .filmList(id, notice):
            writer.pathLiteral("/you/lists/")
            // A list's name is ASCII letters, digits and hyphens (`FilmListID`).
            writer.trustedPath(id.rawValue)
            if let notice {
                writer.pathLiteral("?notice=")
                writer.queryValue(notice.rawValue)
            }
        case let .addToList(movieID):
            writer.pathLiteral("/movies/")
            writer.number(movieID)
            writer.pathLiteral("/lists")
        case let .sharedList(token):
            writer.pathLiteral("/lists/")
            // A share token is 32 hex digits (`ShareToken`).
            writer.trustedPath(token.rawValue)
        default: break
        }
    }
}
