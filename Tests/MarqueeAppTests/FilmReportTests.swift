import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import Testing

/// What `marquee movie ID` and `marquee person ID` print, from the whole app on its own database.
@Suite struct FilmReportTests {
    let app = AppOnDisk()

    @Test func aFilmPrintsItsFactsPeopleAndWhatToWatchNext() async throws {
        let services = try app.services()
        let outcome = try #require(try await services.useCases.details(id: 155, owner: .localUser))
        await services.shutdown()
        let report = FilmReport(outcome: outcome, region: services.settings.defaultRegion, localizer: .english)
        #expect(report.text.hasPrefix("The Dark Knight (2008)\nJuly 16, 2008 · 2h 32m\nGenres: Drama, Action, Crime, Thriller"))
        #expect(report.text.contains("Directed by Christopher Nolan [525]"))
        #expect(report.text.contains("  Heath Ledger [1810] as Joker"))
        #expect(report.text.contains("More like this:\n  49026   The Dark Knight Rises (2012)"))
        #expect(!report.text.contains("Where to watch"), "the embedded catalog cannot know")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["runtime_minutes"] as? Int == 152)
        #expect(json["genres"] as? [String] == ["Drama", "Action", "Crime", "Thriller"])
        #expect((json["directors"] as? [[String: Any]])?.first?["id"] as? Int == 525)
        #expect((json["cast"] as? [[String: Any]])?.first?["character"] as? String == "Bruce Wayne")
        #expect(json["watch"] == nil)
        #expect(json["region"] as? String == "US")
        #expect((json["recommendations"] as? [Any])?.count == 12)
    }

    @Test func aLiveFilmPrintsWhereToWatchInTheRegionAsked() async throws {
        let server = try await StubServer.start { FilmPagesJourneyTests.tmdb($0) }
        let services = try app.services(["TMDB_API_KEY": "k", "TMDB_API_BASE_URL": "http://127.0.0.1:\(server.port)/3"], offlineBudget: .seconds(30))
        let outcome = try await services.useCases.details(id: 550, owner: .localUser)
        await services.shutdown()
        try await server.stop()
        let report = FilmReport(outcome: try #require(outcome), region: WatchRegion("US")!, localizer: .english)
        #expect(report.text.contains("Where to watch in United States (data by JustWatch):\n  Stream: Peacock Premium\n  Rent: Apple TV"))
        #expect(report.text.contains("Trailer: https://www.youtube.com/watch?v=dfeUzm6KF4g"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect((json["watch"] as? [String: [String]])?["stream"] == ["Peacock Premium"])
        #expect(json["certification"] as? String == "R")
        #expect(json["trailer_youtube_key"] as? String == "dfeUzm6KF4g")
    }

    @Test func aPersonPrintsTheirFilmsNewestFirst() async throws {
        let services = try app.services()
        let outcome = try #require(try await services.useCases.person(id: 525, owner: .localUser))
        await services.shutdown()
        let report = PersonReport(outcome: outcome, localizer: .english)
        #expect(report.text.hasPrefix("Christopher Nolan\nKnown for Directing\n\nDirecting:\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let directed = try #require(json["directed"] as? [[String: Any]])
        let dates = directed.compactMap { $0["release_date"] as? String }
        #expect(dates == dates.sorted(by: >))
        #expect(directed.contains { $0["id"] as? Int == 155 })
    }
}
