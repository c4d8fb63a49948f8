import Foundation

/// Tells an image's type from its first bytes, never from what the server claims: an answer is
/// kept and served as an image only when its bytes begin like a JPEG, PNG, GIF or WebP file.
///
/// ```swift
/// ImageSignature.contentType(of: Data([0xFF, 0xD8, 0xFF, 0xE0])) // "image/jpeg"
/// ImageSignature.contentType(of: Data("<html>".utf8))            // nil
/// ```
public enum ImageSignature {
    /// The media type `data` starts like, such as `image/png`; nil for anything else. SVG is
    /// never recognised: it is a document that can carry script.
    public static func contentType(of data: Data) -> String? {
        // An array rebases the bytes at 0 even when `data` is a slice.
        let head = [UInt8](data.prefix(12))
        if head.starts(with: jpeg) { return "image/jpeg" }
        if head.starts(with: png) { return "image/png" }
        if head.starts(with: gif87a) || head.starts(with: gif89a) { return "image/gif" }
        // RIFF, four bytes of length, then WEBP.
        if head.count == 12, head[0..<4].elementsEqual(riff), head[8..<12].elementsEqual(webp) { return "image/webp" }
        return nil
    }

    private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let gif87a: [UInt8] = Array("GIF87a".utf8)
    private static let gif89a: [UInt8] = Array("GIF89a".utf8)
    private static let riff: [UInt8] = Array("RIFF".utf8)
    private static let webp: [UInt8] = Array("WEBP".utf8)
}
