import Foundation
import Hummingbird
import MarqueeCore
import NIOCore

/// An upstream image as a response: cacheable for a week with a strong `ETag`, and `304` for a
/// browser that already has it.
enum ImageResponse {
    /// The response for `asset`, fetched for `path`. Images never change at an address (a new
    /// picture gets a new path), so the tag is the path and the size, not a hash of the bytes.
    static func make(_ asset: ImageAsset, path: String, request: Request) -> Response {
        let tag = "\"\(fnv1a(path))-\(asset.data.count)\""
        var headers: HTTPFields = [.contentType: asset.contentType, .cacheControl: "public, max-age=604800", .eTag: tag]
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { Self.same($0, tag) }) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: asset.data)))
    }

    private static func same(_ candidate: Substring, _ tag: String) -> Bool {
        let trimmed = candidate.trimmingCharacters(in: .whitespaces)
        return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
    }

    private static func fnv1a(_ text: String) -> String {
        String(text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 16)
    }
}
