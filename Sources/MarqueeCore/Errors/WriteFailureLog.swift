/// Where a use case reports a write it could not make and went on without (a search not
/// remembered because the disk is full): the person still gets what they asked for, and the
/// app's log says what was lost.
///
/// ```swift
/// let failures = WriteFailureLog { what, error in logger.error("\(what) failed: \(error)") }
/// ```
public struct WriteFailureLog: Sendable {
    private let report: @Sendable (_ what: String, _ error: any Error) -> Void

    /// Reports each failure through `report`, with a few words on what was not written.
    public init(_ report: @escaping @Sendable (_ what: String, _ error: any Error) -> Void) {
        self.report = report
    }

    /// Reports nothing: for tests and tools with no log.
    public static let ignoring = WriteFailureLog { _, _ in }

    /// Reports that writing `what` failed with `error`.
    public func callAsFunction(_ what: String, _ error: any Error) {
        report(what, error)
    }
}
