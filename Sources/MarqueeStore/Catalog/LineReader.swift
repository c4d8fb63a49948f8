import Foundation

/// Reads a file one line at a time without loading it whole, so catalogs of any size import
/// in constant memory.
struct LineReader {
    private let handle: FileHandle
    private var buffer = Data()
    /// Where the next line starts in `buffer`; the consumed part is dropped once per chunk,
    /// not once per line.
    private var start = 0
    private var reachedEnd = false
    /// Bytes of the file consumed by the lines returned so far.
    private(set) var bytesRead = 0
    private let chunkSize = 64 * 1024

    init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    /// The next line without its newline, or nil at the end of the file.
    /// - Throws: when the file cannot be read: a partial import is never reported as complete.
    mutating func nextLine() throws -> Data? {
        while true {
            if let newline = buffer[(buffer.startIndex + start)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[(buffer.startIndex + start)..<newline]
                start = newline - buffer.startIndex + 1
                bytesRead += line.count + 1
                return Data(line)
            }
            if reachedEnd {
                guard start < buffer.count else { return nil }
                defer { buffer = Data(); start = 0 }
                bytesRead += buffer.count - start
                return Data(buffer[(buffer.startIndex + start)...])
            }
            buffer = Data(buffer[(buffer.startIndex + start)...])
            start = 0
            if let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
                buffer.append(chunk)
            } else {
                reachedEnd = true
                try handle.close()
            }
        }
    }
}
