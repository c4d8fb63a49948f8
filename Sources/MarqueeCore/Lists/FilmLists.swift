import Foundation

/// The use cases of a person's lists: make and rename one, add a film (copied as its page shows
/// it), order, note, take off, delete with "Undo", and share by a link or stop sharing. Checks
/// every value before anything is written (``ListError``).
public struct FilmLists: Sendable {
    /// The longest name, description and note.
    public static let maximumName = 100, maximumDescription = 1_000, maximumNote = 500

    private let details: MovieDetails
    /// The store behind it, for reading.
    public let store: any FilmListStore
    private let now: @Sendable () -> Date

    public init(details: MovieDetails, store: any FilmListStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.details = details
        self.store = store
        self.now = now
    }

    /// Makes the list `id`, or renames and describes it.
    /// - Throws: ``ListError``.
    public func save(_ id: FilmListID, name: String, description: String, owner: OwnerID) async throws {
        let name = try Self.text(name, at: Self.maximumName, empty: .nameMissing, tooLong: .nameTooLong)
        let description = try Self.text(description, at: Self.maximumDescription, empty: nil, tooLong: .descriptionTooLong)
        guard try await store.save(id, name: name, description: description, for: owner, at: now()) else { throw ListError.notYourList }
    }

    /// Adds the film at the end of the list.
    /// - Throws: ``ListError``; ``ViewingError/unknownFilm``; the catalog's error.
    public func add(movieID: Int, note: String = "", to id: FilmListID, owner: OwnerID) async throws {
        let note = try Self.text(note, at: Self.maximumNote, empty: nil, tooLong: .noteTooLong)
        guard movieID > 0, let outcome = try await details(id: movieID, owner: owner) else { throw ViewingError.unknownFilm }
        guard try await store.add(TrackedFilm(outcome.profile), note: note, to: id, for: owner, at: now()) else { throw ListError.notYourList }
    }

    /// Moves the film to `position` (0 the first).
    public func move(movieID: Int, to position: Int, in id: FilmListID, owner: OwnerID) async throws {
        guard try await store.move(movieID: movieID, to: position, in: id, for: owner, at: now()) else { throw ListError.notYourList }
    }

    /// Takes the film off the list.
    public func remove(movieID: Int, from id: FilmListID, owner: OwnerID) async throws {
        guard try await store.remove(movieID: movieID, from: id, for: owner, at: now()) else { throw ListError.notYourList }
    }

    /// Writes the film's note.
    public func setNote(_ note: String, movieID: Int, in id: FilmListID, owner: OwnerID) async throws {
        let note = try Self.text(note, at: Self.maximumNote, empty: nil, tooLong: .noteTooLong)
        guard try await store.setNote(note, movieID: movieID, in: id, for: owner, at: now()) else { throw ListError.notYourList }
    }

    /// Deletes the list, or puts it back ("Undo").
    public func setDeleted(_ deleted: Bool, list id: FilmListID, owner: OwnerID) async throws {
        guard try await store.setDeleted(deleted, list: id, for: owner, at: now()) else { throw ListError.notYourList }
    }

    /// Shares the list by a new link (search engines kept out unless `indexable`), or stops
    /// sharing it (`shared` false): its old link then says so.
    public func setShared(_ shared: Bool, indexable: Bool = false, list id: FilmListID, owner: OwnerID) async throws {
        guard try await store.setShared(shared ? ShareToken.make() : nil, indexable: indexable, list: id, for: owner, at: now()) else {
            throw ListError.notYourList
        }
    }

    /// `text` trimmed, its line ends made `\n`.
    /// - Throws: `empty` when it is empty (and that is an error), `tooLong` past `limit` characters.
    static func text(_ text: String, at limit: Int, empty: ListError?, tooLong: ListError) throws -> String {
        guard text.utf8.count <= limit * 32 else { throw tooLong }
        let cleaned = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if let empty, cleaned.isEmpty { throw empty }
        guard cleaned.count <= limit else { throw tooLong }
        return cleaned
    }
}

/// Why a change to a list was refused, in words for the person.
public enum ListError: Error, Sendable, Hashable {
    case nameMissing, nameTooLong, descriptionTooLong, noteTooLong, notYourList

    /// The sentence shown beside the form, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .nameMissing: localizer[ListsText.nameMissing]
        case .nameTooLong: localizer(ListsText.nameTooLong, localizer.number(FilmLists.maximumName))
        case .descriptionTooLong: localizer(ListsText.descriptionTooLong, localizer.number(FilmLists.maximumDescription))
        case .noteTooLong: localizer(ListsText.noteTooLong, localizer.number(FilmLists.maximumNote))
        case .notYourList: localizer[ListsText.notYourList]
        }
    }
}
