import Foundation

/// Real upstream responses (copied byte for byte from `shared/fixtures`) and hand-made ones
/// named `handmade-…`.
public enum Fixtures {
    /// The bytes of `name`, a path below the fixtures folder such as `tmdb/movie-550-details.json`.
    public static func data(_ name: String) throws -> Data {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Fixtures") else {
            throw FixtureError.missing(name)
        }
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw FixtureError.missing(name) }
        return try Data(contentsOf: url)
    }

    /// A file that is not in the fixtures folder.
    public enum FixtureError: Error, CustomStringConvertible {
        /// No fixture has this name.
        case missing(String)
        /// A message naming the fixture that is missing.
        public var description: String {
            switch self { case let .missing(name): "No fixture named \(name)" }
        }
    }
}
