#if FUZZING
import Foundation

/// The glue to libFuzzer, linked in by `-sanitize=fuzzer`.
///
/// SwiftPM renames an executable's entry point on Linux (`MarqueeFuzz_main`, linked with
/// `--defsym main=MarqueeFuzz_main`), which replaces libFuzzer's own `main`. So this target
/// keeps its `@main` and starts libFuzzer itself through `LLVMFuzzerRunDriver`, after taking
/// the target's name off the command line.
enum LibFuzzer {
    /// The target every input goes to; set once, before libFuzzer starts.
    nonisolated(unsafe) fileprivate static var target: FuzzTarget?

    /// Runs libFuzzer on `target` with `arguments` (its options and corpus folders).
    static func run(_ target: FuzzTarget, arguments: [String]) -> CInt {
        Self.target = target
        // libFuzzer copies the strings; these stay allocated for the life of the process.
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        cArguments.append(nil)
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            var argc = CInt(arguments.count)
            var argv = buffer.baseAddress!
            return llvmFuzzerRunDriver(&argc, &argv, testOneInput)
        }
    }
}

/// libFuzzer's callback: one input, to the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    LibFuzzer.target?.run(data)
    return 0
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *, size_t))`.
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
