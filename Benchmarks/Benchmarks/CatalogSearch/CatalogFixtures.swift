import Foundation
import MarqueeStore

/// Databases to benchmark against, built once per run.
enum CatalogFixtures {
    /// The embedded catalog in memory.
    static func embedded() -> AppDatabase {
        do {
            let database = try AppDatabase.inMemory()
            try EmbeddedCatalog(database: database).loadIfNeeded()
            return database
        } catch {
            fatalError("Cannot load the embedded catalog: \(error)")
        }
    }

    /// The embedded catalog plus `count` generated films whose titles are drawn from common
    /// title words, so prefixes like "the" and "star" match thousands of rows.
    static func generated(count: Int) -> AppDatabase {
        let words = ["The", "Dark", "Knight", "Star", "Night", "Return", "Of", "Love", "War", "City", "Last",
                     "Man", "Girl", "House", "Batman", "Begins", "Rising", "Lost", "King", "Dream", "Blue",
                     "Storm", "River", "Ghost", "Secret", "Summer", "Winter", "Empire", "Road", "Edge"]
        var generator = SystemRandomNumberGenerator()
        var lines: [String] = []
        lines.reserveCapacity(count)
        for index in 0..<count {
            let title = (0..<Int.random(in: 2...4, using: &generator))
                .map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ") + " \(index)"
            lines.append(#"{"id":\#(10_000_000 + index),"title":"\#(title)","overview":"Generated.","release_date":"2001-01-01","popularity":\#(Double(index % 997)),"vote_average":6.5,"vote_count":\#(index % 5_000),"genre_ids":[18],"adult":false,"original_language":"en"}"#)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-bench-\(count).jsonl")
        do {
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let database = embedded()
            _ = try CatalogImporter(database: database, batchSize: 5_000).importFile(at: file)
            return database
        } catch {
            fatalError("Cannot build the generated catalog: \(error)")
        }
    }
}
