import MarqueeCore
import MarqueeStore
import NIOCore

/// Writes a film as one line of `COPY … FROM STDIN` in text format: tab-separated, `\N` for
/// null, and backslash, tab, newline and carriage return escaped, so any title is data.
enum CopyTextRow {
    static func append(_ movie: Movie, to buffer: inout ByteBuffer) {
        let fields: [String?] = [
            String(movie.id), movie.title, movie.originalTitle, movie.overview, movie.releaseDate?.description,
            movie.posterPath, movie.backdropPath, String(movie.popularity), String(movie.voteAverage), String(movie.voteCount),
            "{" + movie.genreIDs.map(String.init).joined(separator: ",") + "}", movie.isAdult ? "t" : "f",
            movie.originalLanguage, movie.criticScore.map(String.init), SearchFolding.fold(movie.title), movie.hasDetails ? "t" : "f",
        ]
        for index in fields.indices {
            if index > 0 { buffer.writeInteger(UInt8(ascii: "\t")) }
            guard let field = fields[index] else {
                buffer.writeString("\\N")
                continue
            }
            escape(field, into: &buffer)
        }
        buffer.writeInteger(UInt8(ascii: "\n"))
    }

    private static func escape(_ field: String, into buffer: inout ByteBuffer) {
        for byte in field.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): buffer.writeString("\\\\")
            case UInt8(ascii: "\t"): buffer.writeString("\\t")
            case UInt8(ascii: "\n"): buffer.writeString("\\n")
            case UInt8(ascii: "\r"): buffer.writeString("\\r")
            // PostgreSQL's text cannot hold NUL; SQLite keeps it, but no title needs it.
            case 0: break
            default: buffer.writeInteger(byte)
            }
        }
    }
}
