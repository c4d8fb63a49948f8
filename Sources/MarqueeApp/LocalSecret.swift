import Foundation

/// The secret a single SQLite server signs with when `MARQUEE_SECRET` is not set: made once,
/// kept beside the database file (readable by its owner only), so forms survive a restart.
enum LocalSecret {
    static func loadOrCreate(besideDatabaseAt databasePath: String) throws -> String {
        let url = URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("secret")
        if let existing = try? String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
           existing.utf8.count >= 32 {
            return existing
        }
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
            + (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written whole and then renamed, so two servers starting together read a whole secret.
        let temporary = url.appendingPathExtension("\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(secret.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            try FileManager.default.moveItem(at: temporary, to: url)
            return secret
        } catch {
            // Another server wrote one meanwhile (the move refuses to replace it): use theirs.
            try? FileManager.default.removeItem(at: temporary)
            return try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
