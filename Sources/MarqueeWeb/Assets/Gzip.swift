import Foundation
import CompressNIO
import Hummingbird
import NIOCore

/// gzip for responses: whether a client takes it, and the compression itself.
enum Gzip {
    /// Level 4: on the 25 KB search page, 5,093 bytes in 96 µs against level 6's 5,051 bytes in
    /// 130 µs (zlib, measured with Python's binding on this machine; docs/PERFORMANCE.md).
    private static let pageAlgorithm = CompressionAlgorithm.gzip(configuration: .init(windowSize: 15, compressionLevel: 4, memoryLevel: 8))
    /// Assets are compressed once, at start-up: the smallest output is worth the time.
    private static let assetAlgorithm = CompressionAlgorithm.gzip(configuration: .init(windowSize: 15, compressionLevel: 9, memoryLevel: 9))

    /// Whether the request's `Accept-Encoding` admits gzip (and does not refuse it with `q=0`).
    static func isAccepted(by request: Request) -> Bool {
        guard let header = request.headers[.acceptEncoding] else { return false }
        return header.split(separator: ",").contains { item in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let coding = parts.first?.lowercased(), coding == "gzip" || coding == "x-gzip" || coding == "*" else { return false }
            let quality = parts.dropFirst().first { $0.lowercased().hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0
        }
    }

    /// `bytes` compressed for a page; nil if compression failed, so the page goes out as is.
    static func page(_ bytes: some Collection<UInt8>) -> ByteBuffer? {
        compress(bytes, with: pageAlgorithm)
    }

    /// `bytes` compressed as small as zlib can, for a static asset.
    static func asset(_ bytes: some Collection<UInt8>) -> ByteBuffer? {
        compress(bytes, with: assetAlgorithm)
    }

    private static func compress(_ bytes: some Collection<UInt8>, with algorithm: CompressionAlgorithm) -> ByteBuffer? {
        var input = ByteBuffer(bytes: bytes)
        return try? input.compress(with: algorithm)
    }
}
