import Foundation

/// One image of the gallery: a Flickr photo, or a film's poster or banner.
public struct Photo: Sendable, Equatable, Identifiable, Codable {
    /// Unique within its source: Flickr's id, or `poster-155` / `backdrop-155`.
    public let id: String
    public let title: String
    /// Who took it (Flickr's owner name), or the film's title for artwork.
    public let ownerName: String
    /// The small square picture for the grid.
    public let thumbnail: PhotoImage
    /// The large picture for the photo's own screen.
    public let large: PhotoImage
    /// The large picture's size in pixels, when the source says.
    public let width: Int?
    public let height: Int?
    /// The photo's page at its source (Flickr's terms ask for a link back); nil for artwork.
    public let sourcePage: URL?
    /// The licence's name, as the source gives it.
    public let license: String?

    /// A photo as a source describes it.
    public init(
        id: String, title: String, ownerName: String, thumbnail: PhotoImage, large: PhotoImage,
        width: Int? = nil, height: Int? = nil, sourcePage: URL? = nil, license: String? = nil
    ) {
        self.id = id
        self.title = title
        self.ownerName = ownerName
        self.thumbnail = thumbnail
        self.large = large
        self.width = width
        self.height = height
        self.sourcePage = sourcePage
        self.license = license
    }
}

/// Where a gallery picture's bytes come from.
public enum PhotoImage: Sendable, Hashable, Codable {
    /// A file on the configured photo host, at `path` (``PhotoPath/isValid(_:)`` accepted it),
    /// such as `/65535/49409212312_c3c3bababc_q.jpg`.
    case photo(path: String)
    /// A film's artwork at a TMDB size.
    case artwork(Artwork, ImageSize)
}

/// Paths on Flickr's photo host: `/{server}/{id}_{secret}_{suffix}.jpg`.
public enum PhotoPath {
    /// Whether `path` is `/{server}/{id}_{secret}[_{size}].jpg` in the sizes the gallery shows
    /// (none, `q` 150 px square, `m` 240, `n` 320, `z` 640): digits for server and id, hex for
    /// the secret. Larger sizes (up to several MB) are never fetched for anyone who asks.
    public static func isValid(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard path.utf8.count < 200, parts.count == 3, parts[0].isEmpty, !parts[1].isEmpty,
              parts[1].utf8.allSatisfy(Self.isDigit), parts[2].hasSuffix(".jpg")
        else { return false }
        let pieces = parts[2].dropLast(".jpg".count).split(separator: "_", omittingEmptySubsequences: false)
        guard (2...3).contains(pieces.count), !pieces[0].isEmpty, pieces[0].utf8.allSatisfy(Self.isDigit),
              !pieces[1].isEmpty, pieces[1].utf8.allSatisfy(Self.isHex)
        else { return false }
        return pieces.count == 2 || ["q", "m", "n", "z"].contains(pieces[2])
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
