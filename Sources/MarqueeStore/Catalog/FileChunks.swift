import CompressNIO
import Foundation
import NIOCore

/// A file's bytes a chunk at a time. A gzip file (told by its first two bytes, never by its
/// name: TMDB's export is `movie_ids_MM_DD_YYYY.json.gz`, and a renamed or unpacked copy
/// imports the same) is inflated as it is read, in constant memory.
struct FileChunks {
    private let handle: FileHandle
    private var inflater: GzipInflater?
    /// The first chunk, read to tell the format and not returned yet.
    private var pending: Data?
    /// Bytes of the file read so far (compressed bytes, for a gzip file).
    private(set) var fileBytesRead = 0
    private static let chunkSize = 64 * 1024

    init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
        let first = try handle.read(upToCount: Self.chunkSize) ?? Data()
        fileBytesRead = first.count
        if GzipInflater.isGzip(first) {
            inflater = try GzipInflater(expectedSize: Self.gzipTrailerSize(of: url))
        }
        pending = first
    }

    /// The next bytes of the content (inflated when the file is gzip), or nil at its end. A
    /// returned chunk may be empty while a gzip header or a member's end is read.
    /// - Throws: ``CatalogFileError`` when compressed data is corrupt or cut short, and what
    ///   reading the file throws.
    mutating func next() throws -> Data? {
        let chunk: Data
        if let pending {
            chunk = pending
            self.pending = nil
        } else {
            chunk = try handle.read(upToCount: Self.chunkSize) ?? Data()
            fileBytesRead += chunk.count
        }
        guard !chunk.isEmpty else {
            try handle.close()
            try inflater?.finish()
            return nil
        }
        return try inflater?.inflate(chunk) ?? chunk
    }

    /// The uncompressed size a gzip file's last member declares in its last four bytes
    /// (modulo 2³²), when the file is a regular file whose end can be read.
    private static func gzipTrailerSize(of url: URL) -> UInt32? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let end = try? handle.seekToEnd(), end >= 18 else { return nil }
        guard (try? handle.seek(toOffset: end - 4)) != nil, let bytes = try? handle.read(upToCount: 4), bytes.count == 4 else { return nil }
        return bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// zlib's gzip inflation through CompressNIO, member after member, checking at the end that
/// the last member was whole.
private final class GzipInflater {
    private let decompressor: any NIODecompressor
    private var window: ByteBuffer
    private let expectedSize: UInt32?
    /// Bytes the current member has inflated to, modulo 2³² as gzip counts them.
    private var memberSize: UInt32 = 0

    static func isGzip(_ head: Data) -> Bool {
        head.count >= 2 && head[head.startIndex] == 0x1F && head[head.startIndex + 1] == 0x8B
    }

    init(expectedSize: UInt32?) throws {
        self.expectedSize = expectedSize
        decompressor = CompressionAlgorithm.gzip().decompressor
        window = ByteBufferAllocator().buffer(capacity: 256 * 1024)
        try decompressor.startStream()
    }

    func inflate(_ chunk: Data) throws -> Data {
        var input = ByteBuffer(bytes: chunk)
        var output = Data()
        while input.readableBytes > 0 {
            let unread = input.readableBytes
            window.clear()
            do {
                try input.decompressStream(to: &window, with: decompressor)
            } catch let error as CompressNIOError where error == .bufferOverflow {
                // The window is full; it is emptied below and inflation goes on.
            } catch let error as CompressNIOError where error == .corruptData {
                throw CatalogFileError.corruptCompressedData
            }
            let produced = window.readableBytes
            memberSize &+= UInt32(truncatingIfNeeded: produced)
            output.append(contentsOf: window.readableBytesView)
            if produced == 0 && input.readableBytes == unread {
                // A member ended and another follows (`cat a.gz b.gz`): start it afresh.
                try decompressor.resetStream()
                memberSize = 0
            }
        }
        return output
    }

    /// Ends inflation; a file cut short (a download stopped early) is told apart from a whole
    /// one by the size its last member declares.
    func finish() throws {
        try? decompressor.finishStream()
        if let expectedSize, expectedSize != memberSize {
            throw CatalogFileError.truncatedCompressedData
        }
    }
}

/// Why a catalog file could not be read to its end.
public enum CatalogFileError: Error, Equatable, LocalizedError {
    /// The file is gzip, but its compressed data is damaged.
    case corruptCompressedData
    /// The file is gzip, but it ends before its compressed data does.
    case truncatedCompressedData

    public var errorDescription: String? {
        switch self {
        case .corruptCompressedData:
            "The file is gzip-compressed, but its data is damaged: download it again. Films read before the damage were imported; nothing else changed."
        case .truncatedCompressedData:
            "The file is gzip-compressed, but it ends too early (a download cut short?): download it again. Films read before its end were imported; nothing else changed."
        }
    }
}
