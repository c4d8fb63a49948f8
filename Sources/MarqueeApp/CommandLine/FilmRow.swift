import Foundation
import MarqueeCore

/// A film in a report's JSON: id, title, date, and the part played when there is one.
struct FilmRow: Encodable {
    let id: Int
    let title: String
    let releaseDate: String?
    let character: String?

    init(_ movie: Movie, character: String? = nil) {
        id = movie.id
        title = movie.title
        releaseDate = movie.releaseDate?.description
        self.character = character
    }
}
