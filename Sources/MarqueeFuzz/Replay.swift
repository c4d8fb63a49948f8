import Foundation

/// Feeds saved inputs (a corpus, a crash) to a target once each, without libFuzzer: how a
/// normal build reproduces what a fuzzing build found.
enum Replay {
    /// Runs every file of `paths` (a folder stands for the files in it); returns how many.
    static func run(_ target: FuzzTarget, paths: [URL], ignoringMissing: Bool) throws -> Int {
        var count = 0
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
                if ignoringMissing { continue }
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path.path])
            }
            let files = isFolder.boolValue
                ? try FileManager.default.contentsOfDirectory(at: path, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
                : [path]
            for file in files where !file.lastPathComponent.hasPrefix(".") {
                // Printed first, so that the input that crashed is the last line.
                print("\(target.name): \(file.path)")
                target.run(try Data(contentsOf: file))
                count += 1
            }
        }
        return count
    }
}
