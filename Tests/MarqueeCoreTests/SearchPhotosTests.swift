import Foundation
import MarqueeCore
import MarqueeTestSupport
import Synchronization
import Testing

@Suite struct SearchPhotosTests {
    /// A history in memory: per owner, newest first, duplicates kept, 30 at most.
    final class MemoryGalleryHistory: GalleryHistory {
        let entries = Mutex<[(owner: OwnerID, entry: GallerySearchEntry)]>([])
        func remember(_ text: String, at date: Date, for owner: OwnerID) async throws {
            entries.withLock { $0.append((owner, GallerySearchEntry(id: Int64($0.count + 1), text: text, date: date))) }
        }
        func entries(of owner: OwnerID) async throws -> [GallerySearchEntry] {
            entries.withLock { $0.filter { $0.owner == owner }.map(\.entry).reversed().prefix(GalleryHistoryPolicy.capacity).map { $0 } }
        }
        func forget(entryID: Int64, for owner: OwnerID) async throws {
            entries.withLock { $0.removeAll { $0.owner == owner && $0.entry.id == entryID } }
        }
        func clear(for owner: OwnerID) async throws { entries.withLock { $0.removeAll { $0.owner == owner } } }
        func moveAll(from source: OwnerID, to destination: OwnerID) async throws {}
    }

    let source = StaticPhotoSearch(StaticPhotoSearch.numbered(70))
    let history = MemoryGalleryHistory()
    let owner = OwnerID("visitor:1")
    var search: SearchPhotos { SearchPhotos(source: source, history: history) }

    @Test func aSubmittedSearchIsRememberedEachTimeItRuns() async throws {
        for _ in 1...2 { _ = await search.screen("cat", page: 1, remember: true, owner: owner) }
        let screen = await search.screen(" cat ", page: 1, remember: true, owner: owner)
        #expect(screen.query == "cat")
        #expect(screen.history.map(\.text) == ["cat", "cat", "cat"])
        guard case let .success(outcome) = screen.result else { Issue.record("the search should run"); return }
        #expect(outcome.page.photos.count == 30)
        #expect(outcome.page.totalPages == 3)
    }

    @Test func nextPagesAndFailedSearchesAreNotRemembered() async throws {
        _ = await search.screen("cat", page: 2, remember: true, owner: owner)
        source.fail(with: PhotoSearchError.serviceUnavailable)
        let failed = await search.screen("dog", page: 1, remember: true, owner: owner)
        guard case let .failure(error) = failed.result else { Issue.record("the search should fail"); return }
        #expect(error as? PhotoSearchError == .serviceUnavailable)
        #expect(try await history.entries(of: owner).isEmpty)
    }

    @Test func emptyTextShowsTheHistoryWithoutSearching() async throws {
        try await history.remember("owl", at: Date(), for: owner)
        let screen = await search.screen("   ", page: 1, remember: true, owner: owner)
        #expect(screen.result == nil)
        #expect(screen.history.map(\.text) == ["owl"])
        #expect(source.searches == 0)
    }

    @Test func presenterCountsImagesAndOffersTheNextPageUntilTheLast() async throws {
        let presenter = GalleryPresenter(localizer: .english)
        let first = presenter.screen(await search.screen("cat", page: 1, remember: false, owner: owner))
        #expect(first.results?.summary == "70 images for “cat”")
        #expect(first.results?.nextPage == 2)
        #expect(first.results?.cells.count == 30)
        let last = presenter.screen(await search.screen("cat", page: 3, remember: false, owner: owner))
        #expect(last.results?.nextPage == nil)
        #expect(last.results?.isEndOfResults == true)
        #expect(last.results?.cells.count == 10)
        #expect(first.sourceLine == "Photos from Flickr")
    }

    @Test func nothingFoundSaysSoInADialog() async throws {
        let empty = SearchPhotos(source: StaticPhotoSearch([]), history: history)
        let state = GalleryPresenter(localizer: .english).screen(await empty.screen("zzz", page: 1, remember: true, owner: owner))
        #expect(state.alert?.title == "No images")
        #expect(state.alert?.message == "No image matches “zzz”. Check the spelling or try other words.")
        #expect(try await history.entries(of: owner).map(\.text) == ["zzz"], "a search that ran is remembered")
    }

    @Test func filmArtworkGivesEachFilmsPosterAndBanner() async throws {
        let catalog = StaticMovieCatalog([Movie(id: 155, title: "The Dark Knight", posterPath: "/tdk.jpg")])
        let page = try await FilmArtworkPhotoSearch(catalog: catalog).search("dark", page: 1)
        #expect(page.photos.map(\.id) == ["poster-155", "backdrop-155"])
        #expect(page.photos.first?.thumbnail == .artwork(.image(path: "/tdk.jpg"), .w342))
        #expect(page.photos.last?.thumbnail == .artwork(.generatedBackdrop(movieID: 155), .w342))
        #expect(try await FilmArtworkPhotoSearch(catalog: catalog).photo(id: "backdrop-155")?.title == "Banner of The Dark Knight")
        #expect(try await FilmArtworkPhotoSearch(catalog: catalog).photo(id: "../etc") == nil)
    }
}

@Suite struct PhotoPathTests {
    @Test(arguments: ["/65535/49409212312_c3c3bababc_q.jpg", "/65535/49409212312_c3c3bababc.jpg", "/7/1_a_z.jpg", "/7/1_a_m.jpg", "/7/1_a_n.jpg"])
    func pathsOfTheSizesTheGalleryShowsAreAccepted(path: String) {
        #expect(PhotoPath.isValid(path))
    }

    @Test(arguments: ["/65535/49409212312_c3c3bababc_k.jpg", "/65535/49409212312_c3c3bababc_o.jpg", "/65535/x_q.jpg", "/a/1_a_q.jpg",
                      "/65535/1_XYZ_q.jpg", "/65535/../1_a_q.jpg", "//1_a_q.jpg", "/1/1_a_q.png", "/1/2/1_a_q.jpg", "/1/1__q.jpg"])
    func anythingElseIsNeverFetched(path: String) {
        #expect(!PhotoPath.isValid(path))
    }
}
