import Foundation

/// The `marquee` executable this package built, run as a person runs it: on a database of its
/// own in a fresh folder (the embedded catalog), with none of the machine's Marquee, TMDB or
/// Flickr settings nor its language (`LANG` and the like: English unless a run asks), in UTC.
/// Each run's exit status and both streams are kept.
struct MarqueeExecutable {
    /// What one run printed, and how it ended.
    struct Run: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-cli-\(UUID().uuidString)")

    /// Runs `marquee arguments…` to its end.
    func run(_ arguments: String...) async throws -> Run {
        try await run(arguments)
    }

    /// Runs `marquee arguments` to its end, with `environment` added to the run's, without
    /// holding a thread while it runs.
    func run(_ arguments: [String], environment added: [String: String] = [:]) async throws -> Run {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Files rather than pipes: a long output cannot fill a pipe nobody reads yet.
        let name = UUID().uuidString
        let outputURL = folder.appendingPathComponent("\(name).out"), errorsURL = folder.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), errors = try FileHandle(forWritingTo: errorsURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !["MARQUEE_", "TMDB_", "FLICKR_"].contains { key.hasPrefix($0) } && !["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"].contains(key)
        }
        environment["MARQUEE_DATABASE"] = folder.appendingPathComponent("marquee.sqlite").path
        environment["TZ"] = "UTC"
        environment.merge(added) { $1 }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return Run(status: status, output: try String(contentsOf: outputURL, encoding: .utf8),
                   errors: try String(contentsOf: errorsURL, encoding: .utf8))
    }

    /// `marquee` where `MARQUEE_BIN` says, else beside the test runner in the build folder
    /// (`swift test` builds every target of the package, the executable among them).
    static func executable() throws -> URL {
        var candidates = ProcessInfo.processInfo.environment["MARQUEE_BIN"].map { [URL(fileURLWithPath: $0)] } ?? []
        let runners = [URL(fileURLWithPath: CommandLine.arguments[0])] + Bundle.allBundles.map(\.bundleURL)
        candidates += runners.map { $0.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("marquee") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw MissingExecutable(searched: candidates.map(\.path))
        }
        return found
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "No marquee executable in \(searched.joined(separator: ", ")): run swift build, or set MARQUEE_BIN." }
    }
}
