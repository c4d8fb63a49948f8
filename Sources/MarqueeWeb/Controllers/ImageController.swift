import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// `/images/{size}/{path}`: live posters through the cache when TMDB is configured, and a
/// generated poster for catalog films without an image or when the image cannot be had.
struct ImageController: Sendable {
    let lookup: any MovieLookup
    let remote: (any RemoteImageSource)?
    let logger: Logger

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get("/images/:size/**", use: image)
    }

    @Sendable func image(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let size = context.parameters.get("size").flatMap(PosterLinks.Size.init(rawValue:)) else {
            throw HTTPError(.notFound)
        }
        let path = "/" + context.parameters.getCatchAll().joined(separator: "/")
        if let id = Self.generatedPosterID(path) {
            return generated(try await lookup.movie(id: id), id: id, size: size)
        }
        guard PosterLinks.isImagePath(path) else { throw HTTPError(.notFound) }
        if let remote {
            do {
                let asset = try await remote.image(size: size, path: path)
                return Response(
                    status: .ok,
                    headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=604800, immutable"],
                    body: .init(byteBuffer: ByteBuffer(bytes: asset.data))
                )
            } catch {
                logger.warning("Poster \(path) could not be fetched: \(error)")
            }
        }
        let movie = try await lookup.movie(posterPath: path)
        return generated(movie, id: movie?.id ?? Self.stableNumber(path), size: size)
    }

    private func generated(_ movie: Movie?, id: Int, size: PosterLinks.Size) -> Response {
        let svg = GeneratedPoster(movie: movie, seed: id, size: size).svg
        return Response(
            status: .ok,
            headers: [.contentType: "image/svg+xml", .cacheControl: "public, max-age=86400"],
            body: .init(byteBuffer: ByteBuffer(string: svg))
        )
    }

    /// The id in `/movie/{id}.svg`, the path of a generated poster.
    private static func generatedPosterID(_ path: String) -> Int? {
        guard path.hasPrefix("/movie/"), path.hasSuffix(".svg") else { return nil }
        return Int(path.dropFirst("/movie/".count).dropLast(".svg".count))
    }

    private static func stableNumber(_ text: String) -> Int {
        Int(text.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 } % 100_000)
    }
}
