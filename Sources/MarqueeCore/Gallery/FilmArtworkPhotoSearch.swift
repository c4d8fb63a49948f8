import Foundation

/// The gallery without Flickr: the posters and banners of the films whose titles match, from
/// the catalog (generated artwork offline, TMDB's images with a TMDB key), so that the gallery
/// works on a fresh machine.
public struct FilmArtworkPhotoSearch: PhotoSearch {
    private let catalog: any MovieCatalog

    /// Searches the artwork of `catalog`'s films.
    public init(catalog: any MovieCatalog) {
        self.catalog = catalog
    }

    public var source: PhotoSource { .filmArtwork }

    /// Each matching film gives its poster, then its banner: 20 films, 40 pictures a page.
    public func search(_ text: String, page: Int) async throws -> PhotoPage {
        let query: SearchQuery
        do {
            query = try SearchQuery(text)
        } catch {
            throw PhotoSearchError.invalidQuery(error)
        }
        let films: MoviePage
        do {
            films = try await catalog.search(query, page: page)
        } catch let error as CatalogError {
            throw Self.photoError(error)
        }
        let photos = films.movies.flatMap { [Self.poster(of: $0), Self.banner(of: $0)] }
        return PhotoPage(photos: photos, page: films.page, totalPages: films.totalPages, totalResults: min(max(films.totalResults, 0), PhotoPage.resultLimit / 2) * 2)
    }

    /// `poster-155` or `backdrop-155`: the film's artwork.
    public func photo(id: String) async throws -> Photo? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let movieID = Int(parts[1]), movieID > 0, ["poster", "backdrop"].contains(parts[0]) else { return nil }
        let film: Movie?
        do {
            film = try await catalog.movie(id: movieID)
        } catch let error as CatalogError {
            throw Self.photoError(error)
        }
        guard let film else { return nil }
        return parts[0] == "poster" ? Self.poster(of: film) : Self.banner(of: film)
    }

    /// Which of a film's pictures `photo` is (its id says: `poster-155`, `backdrop-155`); nil for
    /// a photo of another source.
    public static func artwork(of photo: Photo) -> ArtworkKind? {
        let parts = photo.id.split(separator: "-")
        guard parts.count == 2, Int(parts[1]) != nil else { return nil }
        return ArtworkKind(rawValue: String(parts[0]))
    }

    /// A film's two pictures.
    public enum ArtworkKind: String, Sendable {
        case poster, backdrop
    }

    private static func poster(of film: Movie) -> Photo {
        let artwork = Artwork.poster(of: film)
        return Photo(id: "poster-\(film.id)", title: "Poster of \(film.title)", ownerName: film.title,
                     thumbnail: .artwork(artwork, .w342), large: .artwork(artwork, .w780), width: 780, height: 1170)
    }

    private static func banner(of film: Movie) -> Photo {
        let artwork = Artwork.backdrop(of: film)
        return Photo(id: "backdrop-\(film.id)", title: "Banner of \(film.title)", ownerName: film.title,
                     thumbnail: .artwork(artwork, .w342), large: .artwork(artwork, .w780), width: 780, height: 439)
    }

    private static func photoError(_ error: CatalogError) -> PhotoSearchError {
        switch error {
        case .offline, .connectionInterrupted: .offline
        case .timedOut: .timedOut
        case .rateLimited(let retryAfter): .rateLimited(retryAfter: retryAfter)
        case .undecodableResponse: .undecodableResponse
        case .serviceUnavailable, .invalidCredentials, .suspendedCredentials: .serviceUnavailable
        case .notFound: .rejected(message: "No such page.")
        case .rejectedRequest(let reason): .rejected(message: reason)
        }
    }
}
