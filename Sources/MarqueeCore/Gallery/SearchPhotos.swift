import Foundation

/// The gallery's use case: searches pictures, keeps the owner's search history (only searches
/// that ran), and stands in saved results when the source cannot be reached. Built once.
///
/// ```swift
/// let screen = await searchPhotos.screen("cats", page: 1, remember: true, owner: owner)
/// ```
public struct SearchPhotos: Sendable {
    private let source: any PhotoSearch
    private let history: any GalleryHistory
    private let fallback: OfflineFallback
    private let now: @Sendable () -> Date
    private let failures: WriteFailureLog

    /// - Parameters:
    ///   - fallback: keeps answers for offline use; none for the local film artwork.
    ///   - failures: told of a search that could not be remembered.
    public init(source: any PhotoSearch, history: any GalleryHistory, fallback: OfflineFallback = OfflineFallback(cache: nil),
                now: @escaping @Sendable () -> Date = Date.init, failures: WriteFailureLog = .ignoring) {
        self.source = source
        self.history = history
        self.fallback = fallback
        self.now = now
        self.failures = failures
    }

    /// Where the pictures come from.
    public var photoSource: PhotoSource { source.source }

    /// Everything the gallery shows in one call: the page (or why there is none) and the
    /// history. A search that fails is not remembered; history that cannot be read or written
    /// costs the history, never the results. With `storing` false (a crawler, a prefetch) no
    /// history is written; the answer is kept either way, in the response cache bounded by its size.
    public func screen(_ text: String?, page: Int = 1, remember: Bool, owner: OwnerID, storing: Bool = true) async -> GalleryScreen {
        let text = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let text, !text.isEmpty else {
            return GalleryScreen(query: "", result: nil, history: (try? await history.entries(of: owner)) ?? [], source: source.source)
        }
        let pageNumber = min(max(page, 1), Self.lastPage)
        do {
            let result = try await fallback.fetch(.photos(query: text, page: pageNumber)) {
                try await source.search(text, page: pageNumber)
            }
            if remember, storing, pageNumber == 1 {
                do {
                    try await history.remember(text, at: now(), for: owner)
                } catch {
                    failures("Remembering an image search", error)
                }
            }
            let entries = (try? await history.entries(of: owner)) ?? []
            return GalleryScreen(query: text, result: .success(GalleryOutcome(page: result.value, savedAt: result.savedAt)),
                                 history: entries, source: source.source)
        } catch {
            return GalleryScreen(query: text, result: .failure(error), history: (try? await history.entries(of: owner)) ?? [], source: source.source)
        }
    }

    /// One picture, for its own screen.
    public func photo(id: String) async throws -> Photo? {
        try await source.photo(id: id)
    }

    /// The last page any search can reach: Flickr serves at most 4,000 results.
    public static let lastPage = 200
}

/// A page of pictures and, when it came from the saved copy, when that was saved.
public struct GalleryOutcome: Sendable {
    public let page: PhotoPage
    public let savedAt: Date?
}

/// What the gallery screen shows.
public struct GalleryScreen: Sendable {
    /// The text searched, trimmed; empty before a search.
    public let query: String
    /// The page found, or why not; nil before a search.
    public let result: Result<GalleryOutcome, any Error>?
    /// The owner's past searches, newest first.
    public let history: [GallerySearchEntry]
    public let source: PhotoSource
}
