import Foundation

/// Reads a file one line at a time without loading it whole, so catalogs of any size import
/// in constant memory. A gzip file's lines are read from its inflated content.
struct LineReader {
    private var chunks: FileChunks
    private var buffer = Data()
    /// Where the next line starts in `buffer`; the consumed part is dropped once per chunk,
    /// not once per line.
    private var start = 0
    /// How far `buffer` is known to hold no newline: a line longer than a chunk is searched
    /// once, not again from its start with every chunk added (which made a long line cost the
    /// square of its length).
    private var scanned = 0
    private var reachedEnd = false

    /// Bytes of the file read so far (compressed bytes for a gzip file), for a progress bar.
    var bytesRead: Int { chunks.fileBytesRead }

    /// The index of the first `\n` at or after `from`, found by `memchr` (a byte-by-byte
    /// `firstIndex` was a tenth of an import).
    private static func newline(in data: Data, from index: Data.Index) -> Data.Index? {
        guard index < data.endIndex else { return nil }
        return data.withUnsafeBytes { bytes -> Data.Index? in
            let offset = index - data.startIndex
            guard let base = bytes.baseAddress, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) else { return nil }
            return data.startIndex + (UnsafeRawPointer(found) - base)
        }
    }

    init(url: URL) throws {
        chunks = try FileChunks(url: url)
    }

    /// The next line without its newline, or nil at the end of the file.
    /// - Throws: when the file cannot be read: a partial import is never reported as complete.
    mutating func nextLine() throws -> Data? {
        while true {
            if let newline = Self.newline(in: buffer, from: buffer.startIndex + max(start, scanned)) {
                let line = buffer[(buffer.startIndex + start)..<newline]
                start = newline - buffer.startIndex + 1
                scanned = start
                return Data(line)
            }
            scanned = buffer.count
            if reachedEnd {
                guard start < buffer.count else { return nil }
                defer { buffer = Data(); start = 0; scanned = 0 }
                return Data(buffer[(buffer.startIndex + start)...])
            }
            // The lines read are dropped before the next chunk comes; a line still being read
            // is not copied again (appending to it is amortised).
            if start > 0 {
                buffer = Data(buffer[(buffer.startIndex + start)...])
                scanned -= start
                start = 0
            }
            if let chunk = try chunks.next() {
                buffer.append(chunk)
            } else {
                reachedEnd = true
            }
        }
    }
}
