import Foundation

/// Marquee's fuzz targets, one executable for all of them (see scripts/fuzz.sh).
///
/// ```
/// MarqueeFuzz list                                  the targets and their input limits
/// MarqueeFuzz TARGET [-libFuzzer options] [CORPUS]  fuzzing build (-DFUZZING): run libFuzzer
/// MarqueeFuzz TARGET FILE|DIR...                    normal build: feed the inputs once each
/// MarqueeFuzz replay DIR                            normal build: DIR/TARGET/* for every target
/// ```
///
/// In a fuzzing build the target may also come from `MARQUEE_FUZZ_TARGET`, which is how
/// libFuzzer's own child processes (`-fork`, `-jobs`, `-merge`) learn it.
@main
enum MarqueeFuzz {
    static func main() throws {
        let arguments = CommandLine.arguments
        if arguments.count > 1, arguments[1] == "list" {
            for target in FuzzTarget.all {
                print("\(target.name) \(target.maxLength) \(target.summary)")
            }
            return
        }
        #if FUZZING
        let named = arguments.count > 1 ? FuzzTarget.named(arguments[1]) : nil
        guard let target = named ?? ProcessInfo.processInfo.environment["MARQUEE_FUZZ_TARGET"].flatMap(FuzzTarget.named) else {
            usage()
        }
        setenv("MARQUEE_FUZZ_TARGET", target.name, 1)
        let libFuzzerArguments = named == nil ? arguments : [arguments[0]] + arguments.dropFirst(2)
        exit(LibFuzzer.run(target, arguments: libFuzzerArguments))
        #else
        if arguments.count == 3, arguments[1] == "replay" {
            let root = URL(fileURLWithPath: arguments[2])
            var count = 0
            for target in FuzzTarget.all {
                count += try Replay.run(target, paths: [root.appendingPathComponent(target.name)], ignoringMissing: true)
            }
            print("MarqueeFuzz: replayed \(count) inputs")
            return
        }
        guard arguments.count > 2, let target = FuzzTarget.named(arguments[1]) else { usage() }
        let count = try Replay.run(target, paths: arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }, ignoringMissing: false)
        print("MarqueeFuzz: replayed \(count) inputs on \(target.name)")
        #endif
    }

    private static func usage() -> Never {
        let names = FuzzTarget.all.map(\.name).joined(separator: "|")
        FileHandle.standardError.write(Data("usage: MarqueeFuzz list | MarqueeFuzz \(names) INPUTS... | MarqueeFuzz replay DIR\n".utf8))
        exit(2)
    }
}
