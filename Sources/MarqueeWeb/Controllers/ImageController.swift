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
        router.get(.image, use: image)
    }

    @Sendable func image(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let size = context.parameters.get("size").flatMap(ImageSize.init(rawValue:)) else {
            throw HTTPError(.notFound)
        }
        let path = "/" + context.parameters.getCatchAll().joined(separator: "/")
        if let (kind, id) = Self.generatedImage(path) {
            return generated(try await lookup.movie(id: id), id: id, size: size, wide: kind == "backdrop")
        }
        guard ImagePath.isValid(path) else { throw HTTPError(.notFound) }
        if let remote {
            do {
                let asset = try await remote.image(size: size, path: path)
                return ImageResponse.make(asset, path: size.rawValue + path, request: request)
            } catch {
                logger.warning("Poster \(path) could not be fetched: \(error)")
            }
        }
        let movie = try await lookup.movie(imagePath: path)
        // With a live source, the drawing stands in for a poster that could not be had: no
        // browser or device keeps it, so the real one shows once it can be fetched.
        return generated(movie, id: movie?.id ?? Self.stableNumber(path), size: size, wide: movie?.backdropPath == path, isStandIn: remote != nil)
    }

    private func generated(_ movie: Movie?, id: Int, size: ImageSize, wide: Bool, isStandIn: Bool = false) -> Response {
        let svg = GeneratedPoster(movie: movie, seed: id, size: size, isWide: wide).svg
        return Response(
            status: .ok,
            headers: [.contentType: "image/svg+xml", .cacheControl: isStandIn ? "no-store" : "public, max-age=86400"],
            body: .init(byteBuffer: ByteBuffer(bytes: svg))
        )
    }

    /// The kind and id in `/movie/{id}.svg` (a generated poster) or `/backdrop/{id}.svg`
    /// (a generated banner).
    private static func generatedImage(_ path: String) -> (kind: String, id: Int)? {
        let parts = path.split(separator: "/")
        guard parts.count == 2, ["movie", "backdrop"].contains(parts[0]), parts[1].hasSuffix(".svg"),
              let id = Int(parts[1].dropLast(".svg".count))
        else { return nil }
        return (String(parts[0]), id)
    }

    private static func stableNumber(_ text: String) -> Int {
        Int(text.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 } % 100_000)
    }
}
