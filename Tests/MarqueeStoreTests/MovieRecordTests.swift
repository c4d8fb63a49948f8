import Foundation
import GRDB
import MarqueeCore
import Testing
@testable import MarqueeStore

/// Films read back by hand from their rows are the films that were written.
@Suite struct MovieRecordTests {
    @Test func aFilmReadsBackAsItWasWritten() throws {
        let queue = try DatabaseQueue()
        _ = try AppDatabase(queue)
        let film = Movie(
            id: 155, title: "The Dark Knight", originalTitle: "The Dark Knight", overview: "Gotham.",
            releaseDate: ReleaseDate("2008-07-16"), posterPath: "/p.jpg", backdropPath: nil, popularity: 80.5,
            voteAverage: 8.5, voteCount: 32_000, genreIDs: [18, 28, 80, 53], isAdult: false, originalLanguage: "en", criticScore: 84
        )
        try queue.write { db in
            try MovieRecord(movie: film).insert(db)
        }
        let read = try queue.read { db in try MovieRecord.fetchOne(db, key: 155) }
        #expect(read.map(Movie.init(record:)) == film)
    }

    @Test func theTableKeepsTheColumnOrderRowsAreReadIn() throws {
        let database = try DatabaseQueue()
        _ = try AppDatabase(database)
        let columns = try database.read { db in try db.columns(in: "movie").map(\.name) }
        #expect(Array(columns.prefix(MovieRecord.columnOrder.count)) == MovieRecord.columnOrder)
        #expect(columns[MovieRecord.hasDetailsIndex] == "hasDetails")
    }

    @Test func aFilmKnownOnlyFromTheExportReadsBackWithoutDetails() throws {
        let queue = try DatabaseQueue()
        _ = try AppDatabase(queue)
        let listed = Movie.listed(id: 2, originalTitle: "Ariel", popularity: 8.8)
        try queue.write { db in try MovieRecord(movie: listed).insert(db) }
        let read = try queue.read { db in try Row.fetchOne(db, sql: "SELECT * FROM movie WHERE id = 2").map { try MovieRecord(row: $0) } }
        #expect(read.map(Movie.init(record:)) == listed)
        #expect(read?.hasDetails == false)
    }

    @Test(arguments: [("[]", [Int]()), ("[28]", [28]), ("[18,28, 80]", [18, 28, 80]), (nil, [])])
    func genreListsAreReadFromTheirJSON(text: String?, ids: [Int]) {
        #expect(MovieRecord.genreIDs(fromJSON: text) == ids)
    }
}
