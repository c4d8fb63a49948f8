/// TMDB's movie genres by id (`"genre.28"`): each language names them as TMDB's own list in
/// that language does (`/genre/movie/list?language=ms-MY`).
public enum GenreNameText: String, MessageKey {
    public static let table = "genre"

    case action = "28", adventure = "12", animation = "16", comedy = "35", crime = "80", documentary = "99"
    case drama = "18", family = "10751", fantasy = "14", history = "36", horror = "27", music = "10402"
    case mystery = "9648", romance = "10749", scienceFiction = "878", tvMovie = "10770", thriller = "53"
    case war = "10752", western = "37"
}
