import Foundation

/// A person's named list of films, in their own order, each with a note.
public struct FilmList: Sendable, Hashable, Identifiable {
    public let id: FilmListID
    public let name: String
    /// What the list is about; empty when not said.
    public let description: String
    /// The films, in the person's order.
    public let entries: [FilmListEntry]
    /// How it is shared by a link, if it is.
    public let share: ListShare?
    /// When it was last changed.
    public let updatedAt: Date

    public init(id: FilmListID, name: String, description: String, entries: [FilmListEntry], share: ListShare?, updatedAt: Date) {
        self.id = id
        self.name = name
        self.description = description
        self.entries = entries
        self.share = share
        self.updatedAt = updatedAt
    }
}

/// One film of a list, with the person's note on it.
public struct FilmListEntry: Sendable, Hashable {
    /// The film, as kept.
    public let movie: Movie
    /// The note; empty when none.
    public let note: String

    public init(movie: Movie, note: String) {
        self.movie = movie
        self.note = note
    }
}

/// A list in the list of lists: its name, how many films, its first film (for a poster).
public struct FilmListSummary: Sendable, Hashable, Identifiable {
    public let id: FilmListID
    public let name: String
    public let filmCount: Int
    public let firstFilm: Movie?
    public let isShared: Bool

    public init(id: FilmListID, name: String, filmCount: Int, firstFilm: Movie?, isShared: Bool) {
        self.id = id
        self.name = name
        self.filmCount = filmCount
        self.firstFilm = firstFilm
        self.isShared = isShared
    }
}

/// How a list is shared: the unguessable token of its address, and whether search engines may
/// list its page (they may not unless the person says so).
public struct ListShare: Sendable, Hashable {
    public let token: ShareToken
    public let isIndexable: Bool

    public init(token: ShareToken, isIndexable: Bool) {
        self.token = token
        self.isIndexable = isIndexable
    }
}
