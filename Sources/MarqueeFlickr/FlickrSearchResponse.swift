import Foundation
import MarqueeCore

/// The body of `flickr.photos.search` with `format=json&nojsoncallback=1`: the photo list when
/// `stat` is `ok`, or `code` and `message` when it is `fail` (which Flickr sends with HTTP 200).
struct FlickrSearchResponse: Decodable {
    let stat: String
    let code: FlexibleInt?
    let message: String?
    let photos: FlickrPhotoList?

    /// Decodes a body; Flickr's snake-case keys (`url_q`, `width_z`) become camel case.
    static func decode(_ body: Data) throws -> FlickrSearchResponse {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(FlickrSearchResponse.self, from: body)
    }
}

/// One page of results. Every count may arrive as a number, a string or "" (`total` is a
/// string in real answers).
struct FlickrPhotoList: Decodable, Sendable {
    let page: FlexibleInt?
    let pages: FlexibleInt?
    let perpage: FlexibleInt?
    let total: FlexibleInt?
    let photo: [FlickrPhotoResult]?
}

/// One photo of a page, with the extras Marquee asks for (`owner_name`, `license`, `url_q`,
/// `url_m`, `url_z`), any of which may be missing.
struct FlickrPhotoResult: Decodable, Sendable {
    let id: String
    let owner: String?
    let secret: String?
    let server: String?
    let title: String?
    let ownername: String?
    let license: FlexibleInt?
    let urlQ: String?
    let urlM: String?
    let urlZ: String?
    let widthM: FlexibleInt?
    let heightM: FlexibleInt?
    let widthZ: FlexibleInt?
    let heightZ: FlexibleInt?

    /// Flickr's licence names by id, as `flickr.photos.licenses.getInfo` lists them.
    static let licenseNames: [Int: String] = [
        0: "All Rights Reserved",
        1: "CC BY-NC-SA 2.0",
        2: "CC BY-NC 2.0",
        3: "CC BY-NC-ND 2.0",
        4: "CC BY 2.0",
        5: "CC BY-SA 2.0",
        6: "CC BY-ND 2.0",
        7: "No known copyright restrictions",
        8: "United States Government Work",
        9: "Public Domain Dedication (CC0)",
        10: "Public Domain Mark",
    ]

    /// The title to show: "Untitled" for the many photos that have none.
    var displayTitle: String {
        guard let title, !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "Untitled" }
        return title
    }

    /// The owner's name, or their NSID when the name is missing.
    var displayOwner: String {
        if let ownername, !ownername.isEmpty { return ownername }
        return owner ?? ""
    }

    /// The licence's name; nil when Flickr did not say or used an id it does not list.
    var licenseName: String? {
        license.flatMap { Self.licenseNames[$0.value] }
    }

    /// The photo's page on Flickr, which Flickr's terms ask Marquee to link to; nil unless the
    /// owner and id are plain NSID and number characters.
    var pageURL: URL? {
        guard let owner, Self.isPlain(owner), Self.isPlain(id) else { return nil }
        return URL(string: "https://www.flickr.com/photos/\(owner)/\(id)")
    }

    /// `/{server}/{id}_{secret}_{suffix}.jpg` on the photo host, or nil when the parts are
    /// missing or would not make a path ``PhotoPath/isValid(_:)`` accepts.
    func builtPath(suffix: String) -> String? {
        guard let server, let secret else { return nil }
        let path = "/\(server)/\(id)_\(secret)_\(suffix).jpg"
        return PhotoPath.isValid(path) ? path : nil
    }

    /// Whether `text` is ASCII letters, digits, `@`, `-` and `_` only, as NSIDs and ids are.
    private static func isPlain(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            return isDigit || isLower || isUpper || "@-_".utf8.contains(byte)
        }
    }
}

/// An integer Flickr sends as a number, as a string of digits, or as "" (read as 0).
struct FlexibleInt: Decodable, Sendable, Hashable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else {
            let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                value = 0
            } else if let number = Int(text) {
                value = number
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an integer: \(text)")
            }
        }
    }

    /// The value when above zero: a size of 0 or "" means Flickr did not say.
    var positive: Int? { value > 0 ? value : nil }
}
