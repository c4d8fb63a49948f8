import Foundation
import MarqueeCore
import Testing

/// `marquee watchlist`, `log`, `diary` and `year`, run as a person runs them on a database of
/// their own with the embedded catalog (Heat is 949, The Dark Knight 155, Pulp Fiction 680).
@Suite struct YourFilmsCommandLineTests {
    let marquee = MarqueeExecutable()

    @Test func aLoggedViewingIsInTheDiaryAndTheNextOneIsARewatch() async throws {
        let first = try await marquee.run("log", "949", "--date", "2025-03-12", "--rating", "3.5", "--review", "The diner scene.")
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "Logged Heat (1995) on 12 March 2025 · ★★★½\n")
        let diary = try decode([ViewingRow].self, try await marquee.run("diary", "--json"))
        #expect(diary.map(\.movieId) == [949])
        #expect(diary.first?.watchedOn == "2025-03-12")
        #expect(diary.first?.rating == 3.5)
        #expect(diary.first?.review == "The diner scene.")
        #expect(diary.first?.rewatch == false)

        let second = try decode(Logged.self, try await marquee.run("log", "949", "--date", "2025-04-01", "--rating", "4", "--json"))
        #expect(second.viewing.rewatch && second.viewing.ordinal == 2 && second.viewing.rating == 4)
        #expect(second.viewing.id != diary.first?.id, "each run logs a viewing of its own")
        #expect(!second.tookOffWatchlist)

        let before = WatchDate(Date(), in: Self.utc).description
        let third = try await marquee.run("log", "949")
        let after = WatchDate(Date(), in: Self.utc).description
        #expect(third.output.hasPrefix("Logged Heat (1995) on ") && third.output.hasSuffix(" · 3rd time\n"), "\(third.output)")
        let all = try decode([ViewingRow].self, try await marquee.run("diary", "--json"))
        #expect(all.map(\.ordinal) == [3, 2, 1])
        #expect(all.map(\.rewatch) == [true, true, false])
        #expect([before, after].contains(all.first?.watchedOn ?? ""), "the day defaults to today")

        let text = try await marquee.run("diary", "--year", "2025")
        #expect(text.output == "2025-04-01\tHeat (1995) · ★★★★ · rewatch\n2025-03-12\tHeat (1995) · ★★★½\n    The diner scene.\n")
        #expect(try await marquee.run("diary", "--year", "2020").output == "No viewings in 2020.\n")
    }

    @Test func badInputIsRefusedWithItsMessageAndLogsNothing() async throws {
        let refused: [([String], ViewingError)] = [
            (["949", "--rating", "0"], .invalidRating),
            (["949", "--rating", "5.5"], .invalidRating),
            (["949", "--rating", "nan"], .invalidRating),
            (["949", "--rating", "3.25"], .invalidRating),
            (["949", "--date", "2999-01-01"], .dateInFuture),
            (["949", "--date", "2025-02-30"], .notADate),
            (["949", "--date", "12/03/2025"], .notADate),
            (["949", "--date", "1869-12-31"], .dateTooEarly),
            (["949", "--review", String(repeating: "a", count: Review.maximumLength + 1)], .reviewTooLong),
            (["99999999", "--rating", "4"], .unknownFilm),
        ]
        for (arguments, error) in refused {
            let run = try await marquee.run(["log"] + arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.errors == error.message(in: .english) + "\n", "\(arguments)")
            #expect(run.output.isEmpty, "\(arguments)")
        }
        #expect(try decode([ViewingRow].self, try await marquee.run("diary", "--json")).isEmpty)
        #expect(try await marquee.run("diary").output == "No viewings yet. Log one with: marquee log ID\n")
    }

    @Test func theWatchlistTakesFilmsOnAndOffAndALogTakesAFilmOff() async throws {
        let added = try await marquee.run("watchlist", "add", "949")
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output == "Added “Heat” to your watchlist.\n949\tHeat\t1995-12-15\n")
        #expect(try await marquee.run("watchlist", "add", "155").status == 0)
        let listed = try decode([WatchlistRow].self, try await marquee.run("watchlist", "--json"))
        #expect(listed.map(\.id) == [155, 949], "the latest added first")
        #expect(listed.last?.runtimeMinutes == 170)
        #expect(try await marquee.run("watchlist", "add", "949").output.hasPrefix("“Heat” is already on your watchlist.\n"))

        let removed = try decode([WatchlistRow].self, try await marquee.run("watchlist", "remove", "949", "--json"))
        #expect(removed.map(\.id) == [155])
        #expect(try await marquee.run("watchlist", "remove", "949").output == "Film 949 was not on your watchlist.\n155\tThe Dark Knight\t2008-07-16\n")
        let unknown = try await marquee.run("watchlist", "add", "99999999")
        #expect(unknown.status == 1)
        #expect(unknown.errors == ViewingError.unknownFilm.message(in: .english) + "\n")

        let logged = try await marquee.run("log", "155", "--date", "2025-01-05")
        #expect(logged.output == "Logged The Dark Knight (2008) on 5 January 2025\nTaken off your watchlist.\n")
        #expect(try await marquee.run("watchlist").output == "Your watchlist is empty. Add a film with: marquee watchlist add ID\n")
    }

    @Test func aYearSumsItsViewings() async throws {
        for (film, day, rating) in [("155", "2024-01-05", "5"), ("949", "2024-03-12", "4"), ("949", "2024-06-01", "4.5"), ("680", "2023-12-31", "3")] {
            let run = try await marquee.run("log", film, "--date", day, "--rating", rating)
            #expect(run.status == 0, "\(run.errors)")
        }
        let year = try decode(YearFigures.self, try await marquee.run("year", "2024", "--json"))
        #expect(year.year == 2024)
        #expect(year.films == 2 && year.viewings == 3)
        #expect(year.minutes == 152 + 170 + 170 && year.hours == 8.2 && year.viewingsWithoutRuntime == 0)
        #expect(year.viewingsPerMonth == [1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0])
        #expect(year.ratings.map(\.rating) == StarRating.all.map(\.stars))
        #expect(year.ratings.filter { $0.viewings > 0 }.map(\.rating) == [4, 4.5, 5])
        #expect(year.topGenres.map(\.id) == [18, 28, 80, 53], "Drama, Action and Crime thrice, the smaller id first")
        #expect(year.topDirectors.map(\.name) == ["Michael Mann", "Christopher Nolan"])
        #expect(year.topDirectors.map(\.viewings) == [2, 1])
        #expect(year.topActors.first?.viewings == 2)
        #expect(year.longest?.movieId == 949 && year.longest?.runtimeMinutes == 170)
        #expect(year.bestRated?.movieId == 155 && year.bestRated?.rating == 5)
        #expect(year.first?.watchedOn == "2024-01-05")
        #expect(year.last?.watchedOn == "2024-06-01")

        let text = try await marquee.run("year", "2024")
        #expect(text.output.hasPrefix("Your 2024 in films\nFilms: 2 · Viewings: 3 · Hours: 8.2\n\nFilms per month:\n  January    1  "), "\(text.output)")
        #expect(text.output.contains("Top directors:\n  2  Michael Mann ["))
        #expect(text.output.contains("  Longest: Heat [949] · 2h 50m\n"))
        #expect(text.output.contains("  Best rated: The Dark Knight [155] · ★★★★★\n"))
        #expect(try await marquee.run("year", "2022").output == "Nothing logged in 2022 yet.\nYears with viewings: 2024, 2023\n")
        #expect(try await marquee.run("year", "1492").status != 0)
    }

    // MARK: What the JSON holds

    struct ViewingRow: Decodable {
        let id: String
        let movieId: Int
        let watchedOn: String
        let rating: Double?
        let review: String?
        let rewatch: Bool
        let ordinal: Int
    }

    struct Logged: Decodable {
        let viewing: ViewingRow
        let tookOffWatchlist: Bool
    }

    struct WatchlistRow: Decodable {
        let id: Int
        let runtimeMinutes: Int?
    }

    struct YearFigures: Decodable {
        struct Leader: Decodable {
            let id: Int
            let name: String
            let viewings: Int
        }

        struct Rating: Decodable {
            let rating: Double
            let viewings: Int
        }

        struct Highlight: Decodable {
            let movieId: Int
            let watchedOn: String
            let rating: Double?
            let runtimeMinutes: Int?
        }

        let year, films, viewings, minutes, viewingsWithoutRuntime: Int
        let hours: Double
        let viewingsPerMonth: [Int]
        let ratings: [Rating]
        let topGenres, topDirectors, topActors: [Leader]
        let longest, bestRated, first, last: Highlight?
    }

    private static let utc = TimeZone(identifier: "UTC") ?? .current

    /// The JSON a run printed, after it succeeded.
    private func decode<Value: Decodable>(_ type: Value.Type, _ run: MarqueeExecutable.Run) throws -> Value {
        #expect(run.status == 0, "\(run.errors)")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(type, from: Data(run.output.utf8))
    }
}
