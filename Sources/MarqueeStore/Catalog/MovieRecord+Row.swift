import Foundation
import GRDB

extension MovieRecord {
    /// Reads a row by hand rather than through `Decodable`: GRDB's row decoder and a
    /// `JSONDecoder` for `genreIDs` cost about 40 µs a film, most of a search page's time
    /// (docs/PERFORMANCE.md).
    init(row: Row) throws {
        id = row["id"]
        title = row["title"]
        originalTitle = row["originalTitle"]
        overview = row["overview"]
        releaseDate = row["releaseDate"]
        posterPath = row["posterPath"]
        backdropPath = row["backdropPath"]
        popularity = row["popularity"]
        voteAverage = row["voteAverage"]
        voteCount = row["voteCount"]
        genreIDs = Self.genreIDs(fromJSON: row["genreIDs"])
        isAdult = row["isAdult"]
        originalLanguage = row["originalLanguage"]
        criticScore = row["criticScore"]
        searchTitle = row["searchTitle"]
    }

    /// `[28,12,878]` as numbers. The column only ever holds a JSON array of integers, written
    /// by `JSONEncoder` from `[Int]`.
    static func genreIDs(fromJSON text: String?) -> [Int] {
        guard let text else { return [] }
        return text.split { !$0.isASCII || !($0.isNumber || $0 == "-") }.compactMap { Int($0) }
    }
}
