import Foundation
import MarqueeCore
import MarqueeImport
import Testing
import ZIPFoundation

/// Marquee's export as a person uses it: the ZIP downloaded and imported again (into Marquee, or
/// its CSV files into Letterboxd) gives back the same films, days and ratings, once each.
@Suite struct YourFilmsExportTests {
    let export: YourFilmsExport

    init() throws {
        let amelie = Movie(id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain", releaseDate: ReleaseDate("2001-04-25"))
        let dundee = Movie(id: 9671, title: #""Crocodile" Dundee"#, releaseDate: ReleaseDate("1986-09-26"))
        let tiger = Movie(id: 146, title: "Crouching Tiger, Hidden Dragon", originalTitle: "臥虎藏龍", releaseDate: ReleaseDate("2000-07-07"))
        let solaris72 = Movie(id: 593, title: "Solaris", originalTitle: "Солярис", releaseDate: ReleaseDate("1972-03-20"))
        let solaris02 = Movie(id: 2103, title: "Solaris", releaseDate: ReleaseDate("2002-11-27"))
        let reels = Movie(id: -3, title: "Grandpa's Super 8 Reels", releaseDate: ReleaseDate("1978-01-01"))
        let yiYi = Movie(id: 25538, title: "Yi Yi", releaseDate: ReleaseDate("2000-05-15"))
        func viewing(_ movie: Movie, _ day: String, _ stars: String?, review: String? = nil, ordinal: Int = 1) throws -> Viewing {
            Viewing(id: .make(), movie: movie, watchedOn: try #require(WatchDate(day)), rating: stars.flatMap(StarRating.init), review: review,
                    loggedAt: try Date(day + "T21:00:00Z", strategy: .iso8601), ordinal: ordinal)
        }
        func rated(_ movie: Movie, _ stars: String, _ day: String) throws -> RatedFilm {
            RatedFilm(movie: movie, rating: try #require(StarRating(stars)), ratedOn: try #require(WatchDate(day)))
        }
        export = YourFilmsExport(
            exportedAt: try Date("2025-03-12T10:00:00Z", strategy: .iso8601),
            viewings: [
                try viewing(amelie, "2025-03-01", "4.5", review: "Paris, in green.\nThe \"gnome\" again.", ordinal: 2),
                try viewing(amelie, "2024-12-24", "4"), try viewing(dundee, "2024-11-02", nil), try viewing(tiger, "2024-10-10", "5"),
                try viewing(solaris72, "2024-09-01", "3.5"), try viewing(solaris02, "2024-08-15", "2.5"), try viewing(reels, "2024-07-04", "0.5"),
            ],
            watchlist: [
                WatchlistEntry(film: TrackedFilm(movie: yiYi, directors: [PersonReference(id: 1, name: "Edward Yang")]),
                               addedAt: try Date("2025-01-05T23:30:00Z", strategy: .iso8601)),
            ],
            favorites: [
                FavoriteMovie(movie: amelie, favoritedAt: try Date("2025-03-02T08:00:00Z", strategy: .iso8601)),
                FavoriteMovie(movie: reels, favoritedAt: try Date("2024-07-05T12:00:00Z", strategy: .iso8601)),
            ],
            ratings: [try rated(amelie, "4.5", "2025-03-01"), try rated(tiger, "5", "2024-10-10"), try rated(solaris72, "3.5", "2024-09-01"),
                      try rated(solaris02, "2.5", "2024-08-15"), try rated(reels, "0.5", "2024-07-04")],
            lists: [FilmList(id: try #require(FilmListID("list-rainy-days")), name: "Rainy, \"days\"", description: "Two lines,\nof rain.",
                             entries: [FilmListEntry(movie: solaris72, note: "Lem's."), FilmListEntry(movie: reels, note: "")], share: nil, updatedAt: Date())]
        )
    }

    /// The viewings as the person checks them: TMDB's id (`-` for none), title, year, day, stars, rewatch, review.
    static let viewings = [
        #"194 Amélie (2001) 2025-03-01 4.5 rewatch "Paris, in green.\nThe \"gnome\" again.""#,
        "194 Amélie (2001) 2024-12-24 4", #"9671 "Crocodile" Dundee (1986) 2024-11-02 -"#,
        "146 Crouching Tiger, Hidden Dragon (2000) 2024-10-10 5", "593 Solaris (1972) 2024-09-01 3.5", "2103 Solaris (2002) 2024-08-15 2.5",
        "- Grandpa's Super 8 Reels (1978) 2024-07-04 0.5",
    ]

    func described(_ viewing: ImportedViewing) -> String {
        let head = "\(viewing.film.tmdbID.map(String.init) ?? "-") \(viewing.film.label) \(viewing.watchedOn) \(viewing.rating?.description ?? "-")"
        return head + (viewing.rewatch ? " rewatch" : "") + (viewing.review.map { " \($0.debugDescription)" } ?? "")
    }

    func file(_ path: String, of zip: Data) throws -> Data {
        let archive = try Archive(data: zip, accessMode: .read)
        let entry = try #require(archive[path], "\(path) is in the ZIP")
        var data = Data()
        _ = try archive.extract(entry) { data.append($0) }
        return data
    }

    @Test func theZIPImportedAgainGivesEveryViewingRatingAndMarkOnceWithItsDay() throws {
        let batch = try ImportReader.read(try YourFilmsExportArchive.zip(export), named: "marquee-export.zip")
        #expect(batch.source == .marquee)
        #expect(batch.viewings.map(described) == Self.viewings, "each viewing once: the CSV files beside the JSON are not read again")
        #expect(batch.ratings.map { "\($0.film.label) \($0.rating) \($0.ratedOn?.description ?? "-")" } == [
            "Amélie (2001) 4.5 2025-03-01", "Crouching Tiger, Hidden Dragon (2000) 5 2024-10-10", "Solaris (1972) 3.5 2024-09-01",
            "Solaris (2002) 2.5 2024-08-15", "Grandpa's Super 8 Reels (1978) 0.5 2024-07-04",
        ])
        #expect(batch.watchlist == [ImportedMark(film: ImportedFilm(title: "Yi Yi", year: 2000, tmdbID: 25538), on: WatchDate("2025-01-05"))])
        #expect(batch.hearts.map { "\($0.film.tmdbID.map(String.init) ?? "-") \($0.film.label) \($0.on?.description ?? "-")" } == [
            "194 Amélie (2001) 2025-03-02", "- Grandpa's Super 8 Reels (1978) 2024-07-05",
        ])
        #expect(batch.viewings.first?.film.originalTitle == "Le Fabuleux Destin d'Amélie Poulain")
        #expect(batch.lists == [ImportedList(name: "Rainy, \"days\"", description: "Two lines,\nof rain.", entries: [
            ImportedList.Entry(film: ImportedFilm(title: "Solaris", originalTitle: "Солярис", year: 1972, tmdbID: 593), note: "Lem's."),
            ImportedList.Entry(film: ImportedFilm(title: "Grandpa's Super 8 Reels", year: 1978), note: ""),
        ])])
        #expect(batch.watched.isEmpty && batch.rejected.isEmpty)
    }

    @Test func theDiaryCSVAloneGivesTheSameViewingsThroughLetterboxdsImportFormat() throws {
        let diary = try file("diary.csv", of: try YourFilmsExportArchive.zip(export))
        let batch = try ImportReader.read(diary, named: "diary.csv")
        #expect(batch.source == .letterboxd)
        #expect(batch.viewings.map(described) == Self.viewings)
        #expect(batch.ratings.isEmpty && batch.watched.isEmpty && batch.rejected.isEmpty)
    }

    @Test func theDiaryCSVHasLetterboxdsImportHeaderAndQuotesWhatItMust() throws {
        let diary = try file("diary.csv", of: try YourFilmsExportArchive.zip(export))
        #expect(diary.starts(with: Data("LetterboxdURI,".utf8)), "UTF-8 without a byte order mark")
        let text = try #require(String(data: diary, encoding: .utf8))
        #expect(text.components(separatedBy: "\r\n").first == "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review")
        #expect(text.contains("\r\n,194,,Amélie,2001,,4.5,9,2025-03-01,Yes,,\"Paris, in green.\nThe \"\"gnome\"\" again.\"\r\n"))
        #expect(text.contains("\r\n,9671,,\"\"\"Crocodile\"\" Dundee\",1986,,,,2024-11-02,,,\r\n"))
        #expect(text.contains("\r\n,146,,\"Crouching Tiger, Hidden Dragon\",2000,,5,10,2024-10-10,,,\r\n"))
        #expect(text.contains("\r\n,,,Grandpa's Super 8 Reels,1978,,0.5,1,2024-07-04,,,\r\n"), "a film not matched yet has no tmdbID")
    }

    @Test func theOtherCSVFilesReadAloneRateListAndHeartWithoutLoggingAViewing() throws {
        let zip = try YourFilmsExportArchive.zip(export)
        let ratings = try ImportReader.read(try file("ratings.csv", of: zip), named: "ratings.csv")
        #expect(ratings.viewings.isEmpty, "a rated film is not watched a second time")
        #expect(ratings.ratings.map { "\($0.film.label) \($0.rating)" } == [
            "Amélie (2001) 4.5", "Crouching Tiger, Hidden Dragon (2000) 5", "Solaris (1972) 3.5", "Solaris (2002) 2.5", "Grandpa's Super 8 Reels (1978) 0.5",
        ])
        let watchlistCSV = try #require(String(data: try file("watchlist.csv", of: zip), encoding: .utf8))
        #expect(watchlistCSV.hasSuffix("\r\n,25538,,Yi Yi,2000,Edward Yang,,,,,,\r\n"))
        let watchlist = try ImportReader.read(Data(watchlistCSV.utf8), named: "watchlist.csv")
        #expect(watchlist.watchlist.map(\.film) == [ImportedFilm(title: "Yi Yi", year: 2000, tmdbID: 25538)])
        #expect(watchlist.watched.isEmpty, "a film to watch is not one watched")
        let likes = try ImportReader.read(try file("likes/films.csv", of: zip), named: "likes/films.csv")
        #expect(likes.hearts.map(\.film.label) == ["Amélie (2001)", "Grandpa's Super 8 Reels (1978)"])
        #expect(likes.watched.isEmpty && likes.viewings.isEmpty)
    }

    @Test func aLoneMarqueeJSONIsReadAndABadItemIsRejectedNotTheWholeFile() throws {
        let json = try file("marquee.json", of: try YourFilmsExportArchive.zip(export))
        #expect(try ImportReader.read(json, named: "marquee.json").viewings.map(described) == Self.viewings)
        let edited = Data(#"""
            {"format": "marquee-export", "version": 1, "viewings": [
              {"film": {"tmdbID": 194, "title": "Amélie", "year": 2001}, "watchedOn": "2025-03-01", "rating": 3.25},
              {"film": {"title": " "}, "watchedOn": "2025-03-01"},
              {"film": {"tmdbID": -3, "title": "Grandpa's Super 8 Reels", "year": 1978}, "watchedOn": "2025-02-30"},
              {"film": {"tmdbID": 2103, "title": "Solaris", "year": 2002}, "watchedOn": "2024-08-15", "rating": 2.5}]}
            """#.utf8)
        let batch = try ImportReader.read(edited, named: "mine.json")
        #expect(batch.viewings.map(described) == ["2103 Solaris (2002) 2024-08-15 2.5"])
        #expect(batch.rejected.map(\.line) == [1, 2, 3])
        #expect(batch.rejected.first?.reason(in: .english) == "Viewing 1: the rating 3.25 is not half a star to five stars.")
        #expect(batch.rejected.last?.reason(in: .english) == "Viewing 3: “2025-02-30” is not a day (YYYY-MM-DD).")
        #expect(throws: ImportError.unknownFormat(file: "later.json")) {
            try ImportReader.read(Data(#"{"format": "marquee-export", "version": 2}"#.utf8), named: "later.json")
        }
        #expect(throws: ImportError.unknownFormat(file: "settings.json")) {
            try ImportReader.read(Data(#"{"theme": "dark", "ratings": "stars"}"#.utf8), named: "settings.json")
        }
        #expect(throws: ImportError.damaged(file: "marquee.json")) { try ImportReader.read(json.prefix(200), named: "marquee.json") }
    }
}
