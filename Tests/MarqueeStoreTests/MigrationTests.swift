import Foundation
import GRDB
@testable import MarqueeStore
import MarqueeCore
import Testing

@Suite struct MigrationTests {
    @Test func aDatabaseOfTheFirstVersionUpgradesAndKeepsItsHistory() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v1: movies and search history")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO searchHistory (query, normalizedQuery, sequence, searchedAt)
                VALUES ('Rocky', 'rocky', 1, '2026-01-01 00:00:00')
                """)
        }
        let database = try AppDatabase(queue)
        #expect(try await SQLiteSearchHistory(database: database).recentQueries(of: .localUser) == ["Rocky"])
        #expect(try await SQLiteFavoritesStore(database: database).favorites(of: .localUser).isEmpty)
    }
}
