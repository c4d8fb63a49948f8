import Foundation

/// One fuzz entry point: a name for the command line, the longest input worth trying, and
/// what it does with the bytes. A target returns normally for any input; a crash, a failed
/// ``expect(_:_:)`` or a sanitizer report is a finding.
struct FuzzTarget: Sendable {
    let name: String
    /// libFuzzer's `-max_len` for this target.
    let maxLength: Int
    let summary: String
    let run: @Sendable (Data) -> Void

    /// Every target, in the order scripts/fuzz.sh runs them.
    static var all: [FuzzTarget] {
        #if DEBUG
        [
            RouteFuzz.target, QueryFuzz.target, FormFuzz.target, SearchFuzz.target, CatalogFuzz.target,
            TMDBFuzz.json, TMDBFuzz.xml, FlickrFuzz.target, MobileFuzz.target,
        ]
        #else
        // The targets reach internals through `@testable import`, which only a debug build allows.
        []
        #endif
    }

    static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

/// Stops the process when a property every input must keep is broken, so that libFuzzer
/// reports it and saves the input, as it would a crash.
func expect(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    if !condition {
        fatalError("property broken: \(message())", file: file, line: line)
    }
}

/// The bytes as text, invalid UTF-8 replaced, as a server reads a request.
func text(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
}
