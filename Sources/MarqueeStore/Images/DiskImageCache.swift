import Foundation

/// Image bytes kept in files under one folder, so a poster is fetched from upstream once.
public struct DiskImageCache: Sendable {
    private let directory: URL

    /// Keeps the files in `directory`, created on first write.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The cached bytes for `key`, if any.
    public func data(for key: String) -> Data? {
        try? Data(contentsOf: fileURL(for: key))
    }

    /// Stores `data` under `key`; written to a temporary file first so readers never see half.
    public func store(_ data: Data, for key: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let destination = fileURL(for: key)
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).partial")
        try data.write(to: temporary)
        _ = try? FileManager.default.removeItem(at: destination)
        try FileManager.default.moveItem(at: temporary, to: destination)
    }

    /// Keys are percent-encoded into one safe file name: no key can leave the folder.
    private func fileURL(for key: String) -> URL {
        let safe = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? String(key.hashValue)
        return directory.appendingPathComponent(safe)
    }
}
