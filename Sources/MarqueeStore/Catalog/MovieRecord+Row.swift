import Foundation
import GRDB

extension MovieRecord {
    /// Reads a row of `SELECT *` (or `movie.*` first) by hand, by position rather than through
    /// `Decodable` or by name: GRDB's row decoder, a `JSONDecoder` for `genreIDs` and the
    /// case-insensitive lookup of each name were most of a search page's CPU
    /// (docs/PERFORMANCE.md). ``columnOrder`` is the table's order; a test holds them together.
    init(row: Row) throws {
        id = row[0]
        title = row[1]
        originalTitle = row[2]
        overview = row[3]
        releaseDate = row[4]
        posterPath = row[5]
        backdropPath = row[6]
        popularity = row[7]
        voteAverage = row[8]
        voteCount = row[9]
        genreIDs = Self.genreIDs(fromJSON: row[10])
        isAdult = row[11]
        originalLanguage = row[12]
        criticScore = row[13]
        searchTitle = row[14]
        hasDetails = row[Self.hasDetailsIndex]
    }

    /// The columns of `movie` in the order the migrations made them, which ``init(row:)`` reads.
    static let columnOrder = [
        "id", "title", "originalTitle", "overview", "releaseDate", "posterPath", "backdropPath", "popularity",
        "voteAverage", "voteCount", "genreIDs", "isAdult", "originalLanguage", "criticScore", "searchTitle",
    ]

    /// Where `hasDetails` is in `SELECT *`: after `popularityRank` (v3) and `runtime` (v7).
    static let hasDetailsIndex = 17

    /// The columns an import writes: ``columnOrder``, and `hasDetails`.
    static let writtenColumns = columnOrder + ["hasDetails"]

    /// `[28,12,878]` as numbers. The column only ever holds a JSON array of integers, written
    /// by `JSONEncoder` from `[Int]`.
    static func genreIDs(fromJSON text: String?) -> [Int] {
        guard let text else { return [] }
        return text.split { !$0.isASCII || !($0.isNumber || $0 == "-") }.compactMap { Int($0) }
    }
}
