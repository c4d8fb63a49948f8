import Foundation
import MarqueeCore
import MarqueeImport
import MarqueeTestSupport
import Testing
import ZIPFoundation

/// Other services' exports read as their users' files are written: Letterboxd's ZIP and each of
/// its CSV files, its import format, IMDb's ratings and lists of every generation, Trakt's JSON.
@Suite struct ImportReaderTests {
    func read(_ fixture: String) throws -> ImportBatch {
        try ImportReader.read(try Fixtures.data("imports/" + fixture), named: (fixture as NSString).lastPathComponent)
    }

    /// A ZIP as Letterboxd sends it, built from the files of a real account.
    func letterboxdZIP(_ entries: [(path: String, fixture: String)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, fixture) in entries {
            let data = try Fixtures.data("imports/" + fixture)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return try #require(archive.data)
    }

    @Test func aLetterboxdExportZIPIsReadWholeWithEachReviewOnItsDiaryEntry() throws {
        let zip = try letterboxdZIP([
            ("diary.csv", "letterboxd/yamtrack-diary.csv"), ("reviews.csv", "letterboxd/yamtrack-reviews.csv"),
            ("ratings.csv", "letterboxd/yamtrack-ratings.csv"), ("watched.csv", "letterboxd/yamtrack-watched.csv"),
            ("lists/rainy-days.csv", "letterboxd/handmade-list.csv"), ("profile.csv", "letterboxd/yamtrack-ratings.csv"),
        ])
        let batch = try ImportReader.read(zip, named: "letterboxd-export.zip")
        #expect(batch.source == .letterboxd)
        #expect(batch.viewings.count == 12, "the diary's 12 entries; its 4 reviews are of entries")
        #expect(batch.viewings.filter { $0.review != nil }.count == 4)
        #expect(batch.viewings.filter(\.rewatch).count == 2)
        #expect(batch.viewings.compactMap(\.rating).count == 8)
        #expect(batch.viewings.contains { $0.film.title == "Filipiñana" })
        #expect(batch.ratings.count == 7, "profile.csv is not read")
        #expect(batch.watched.count == 1, "a film of watched.csv with a diary entry is not counted again")
        #expect(batch.lists.map(\.name) == ["Rainy, days"])
        #expect(batch.rejected.isEmpty)
    }

    @Test func aDiaryWithABOMCRLFAndTrickyTitlesKeepsItsGoodRowsAndListsTheBadOnes() throws {
        let batch = try read("letterboxd/handmade-diary-tricky.csv")
        #expect(batch.viewings.map(\.film.title) == ["Crouching Tiger, Hidden Dragon", #"The "Good" Thief"#, "Amélie", "Solaris", "Solaris"])
        #expect(batch.viewings.map(\.film.year) == [2000, 2002, 2001, 1972, 2002])
        #expect(batch.viewings.first?.tags == ["wuxia", "cinema"])
        #expect(batch.viewings[1].rating == nil && batch.viewings[0].rating?.halfStars == 9)
        #expect(batch.rejected.map(\.line) == [7, 8])
        #expect(batch.rejected.first?.reason(in: .english) == "The rating “7” is not half a star to five stars.")
        #expect(batch.rejected.last?.reason(in: .english) == "“last tuesday” is not a day (YYYY-MM-DD).")
    }

    @Test func aListKeepsItsNameDescriptionOrderAndNotes() throws {
        let list = try #require(try read("letterboxd/handmade-list.csv").lists.first)
        #expect(list.name == "Rainy, days")
        #expect(list.description == "Films for a wet afternoon.\nTwo lines, \"quoted\".")
        #expect(list.entries.map(\.film.label) == ["Amélie (2001)", "Solaris (1972)"])
        #expect(list.entries.map(\.note) == ["Her best.", ""])
    }

    @Test func letterboxdsImportFormatGivesViewingsWithTMDBIdsAndRatingsOutOfTen() throws {
        let batch = try read("letterboxd/movary-import-format-watched.csv")
        #expect(batch.viewings.count == 785)
        #expect(batch.viewings.first?.film == ImportedFilm(title: "Red Sparrow", year: 2018, tmdbID: 401_981))
        #expect(batch.viewings.first?.rating?.halfStars == 4 && batch.viewings.first?.watchedOn.description == "2018-05-27")
        #expect(batch.viewings.compactMap(\.rating).count == 783)
    }

    @Test func imdbsListExportReadsOnlyFilmsAndTheirRatings() throws {
        let batch = try read("imdb/yamtrack-list-export.csv")
        #expect(batch.source == .imdb)
        #expect(batch.skippedNonFilms == 10, "series, episodes, specials, games, music videos, podcasts")
        let list = try #require(batch.lists.first)
        #expect(list.entries.count == 6)
        #expect(list.entries.first?.film.imdbID == "tt0468569")
        #expect(list.entries.contains { $0.film.imdbID == nil }, "a Const without tt is no IMDb id")
        #expect(batch.ratings.map(\.rating.halfStars) == [8, 9])
    }

    @Test func imdbsOldAllQuotedWatchlistIsReadByItsLowercaseColumns() throws {
        let batch = try read("imdb/handmade-legacy-watchlist.csv")
        #expect(batch.watchlist.map(\.film) == [ImportedFilm(title: "Heat", year: 1995, imdbID: "tt0113277")])
        #expect(batch.watchlist.first?.on?.description == "2014-08-14")
        #expect(batch.skippedNonFilms == 1)
    }

    @Test func traktsHistoryWatchlistAndRatingsUseTMDBsIdsAndLeaveShowsOut() throws {
        let history = try read("trakt/yamtrack-watched-history.json")
        #expect(history.viewings.count == 8 && history.skippedNonFilms == 44)
        #expect(history.viewings.allSatisfy { $0.film.tmdbID != nil || $0.film.imdbID != nil })
        let watchlist = try read("trakt/yamtrack-lists-watchlist.json")
        #expect(watchlist.watchlist.count == 3 && watchlist.skippedNonFilms == 3)
        let ratings = try read("trakt/yamtrack-api-ratings.json")
        #expect(ratings.ratings == [ImportedRating(film: ImportedFilm(title: "Pulp Fiction", year: 1994, tmdbID: 680, imdbID: "tt0110912"),
                                                   rating: try #require(StarRating(halfStars: 8)), ratedOn: WatchDate("2024-03-07"))])
    }

    @Test func aFileNotInUTF8IsRefusedWithWhatToDo() throws {
        #expect(throws: ImportError.notUTF8(file: "handmade-ratings-latin1.csv")) { try read("imdb/handmade-ratings-latin1.csv") }
        #expect(ImportError.notUTF8(file: "x.csv").message(in: .english).contains("save it as UTF-8"))
    }

    @Test func aCSVOfOtherColumnsAndAFileOfNoKnownFormatAreRefused() throws {
        #expect(throws: ImportError.unknownColumns(file: "bank.csv", columns: ["Date", "Amount", "Payee"])) {
            try ImportReader.read(Data("Date,Amount,Payee\n2024-01-01,5,Shop\n".utf8), named: "bank.csv")
        }
        #expect(throws: ImportError.unknownFormat(file: "notes.txt")) { try ImportReader.read(Data("just some words\n".utf8), named: "notes.txt") }
        #expect(throws: ImportError.damaged(file: "history.json")) { try ImportReader.read(Data("[{\"movie\": ".utf8), named: "history.json") }
    }

    @Test func aZIPWithAPathThatEscapesIsRefusedWhole() throws {
        let zip = try letterboxdZIP([("diary.csv", "letterboxd/yamtrack-diary.csv"), ("../../etc/cron.d/x.csv", "letterboxd/yamtrack-ratings.csv")])
        #expect(throws: ImportError.unsafePath("../../etc/cron.d/x.csv")) { try ImportReader.read(zip, named: "export.zip") }
    }

    @Test func aZIPBombIsStoppedWhileItUnpacks() throws {
        // 64 MB of one byte, which deflate packs to about 64 KB: stopped at 100 times that.
        let archive = try Archive(data: Data(), accessMode: .create)
        let size = 64 * 1_048_576, chunk = Data(repeating: 0x2C, count: 1_048_576)
        try archive.addEntry(with: "diary.csv", type: .file, uncompressedSize: Int64(size), compressionMethod: .deflate) { position, length in
            chunk.prefix(min(length, size - Int(position)))
        }
        let zip = try #require(archive.data)
        #expect(zip.count < ImportReader.maximumBytes)
        #expect(throws: ImportError.zipTooLarge(file: "bomb.zip")) { try ImportReader.read(zip, named: "bomb.zip") }
    }

    @Test func aFileLargerThanAnUploadIsRefusedBeforeItIsRead() throws {
        let data = Data(count: ImportReader.maximumBytes + 1)
        #expect(throws: ImportError.tooLarge(limitBytes: ImportReader.maximumBytes)) { try ImportReader.read(data, named: "big.csv") }
    }
}
