import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// What `marquee import` prints, and whose films it writes.
enum ImportReport {
    /// How many unreadable rows the text lists; `--json` lists all.
    static let rejectedShown = 20

    /// `message` on stderr, exit status 1: nothing was written.
    static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data((message + " Nothing was imported.\n").utf8))
        return ExitCode(1)
    }

    /// The account of `email`'s films, or this machine's own when nil.
    static func owner(_ email: String?, in services: MarqueeServices) async throws -> OwnerID {
        guard let email else { return .localUser }
        guard let address = EmailAddress(email), let found = try await services.accountStore.credentials(for: address) else {
            throw failure("No account has the email \(email).")
        }
        return found.account.owner
    }

    static func text(_ summary: ImportSummary, _ result: ImportResult, rejected: [RejectedRow]) -> String {
        var lines = [
            "Read from \(summary.source.name): \(CountText.of(summary.viewings, "viewing")), \(CountText.of(summary.ratings, "rating")), "
                + "\(CountText.of(summary.watchlist, "film")) to watch, \(CountText.of(summary.hearts, "heart")), \(CountText.of(summary.watched, "film")) marked watched"
                + (summary.lists > 0 ? ", \(CountText.of(summary.lists, "list"))" : "") + ".",
            "Films: \(summary.filmsMatched) matched, \(summary.filmsWithSeveral) fit several, \(summary.filmsUnmatched) fit none.",
            "Written: \(CountText.of(result.viewingsAdded, "viewing")) (\(result.viewingsAlreadyKept) kept already), "
                + "\(CountText.of(result.watchlistAdded, "film")) to watch, \(CountText.of(result.heartsAdded, "heart"))"
                + (result.lists > 0 ? ", \(CountText.of(result.lists, "list"))." : "."),
        ]
        if result.filmsUnmatched > 0 {
            lines.append("\(CountText.of(result.filmsUnmatched, "film")) kept by name and year: pick or find them under Your films → Not matched yet.")
        }
        if summary.skippedNonFilms > 0 { lines.append("\(CountText.of(summary.skippedNonFilms, "row")) of series or episodes left out.") }
        if !rejected.isEmpty {
            lines.append("\(CountText.of(rejected.count, "row")) could not be read:")
            lines += rejected.prefix(rejectedShown).map { "  \($0.file), row \($0.line): \($0.reason)" }
            if rejected.count > rejectedShown { lines.append("  … and \(rejected.count - rejectedShown) more (--json lists them all).") }
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ summary: ImportSummary, _ result: ImportResult, rejected: [RejectedRow]) -> String {
        struct Report: Encodable {
            let summary: ImportSummary
            let result: ImportResult
            let rejected: [RejectedRow]
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(Report(summary: summary, result: result, rejected: rejected))).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}

/// Shows a step's progress on the terminal's standard error, one line redrawn in place;
/// nothing when standard error is not a terminal.
final class ImportStepDisplay: Sendable {
    private let isShown = isatty(STDERR_FILENO) == 1
    /// What is being done: "Matching films".
    private let doing: String

    init(doing: String) {
        self.doing = doing
    }

    func show(done: Int, of total: Int) {
        guard isShown, total > 0, done == total || done.isMultiple(of: max(1, total / 100)) else { return }
        let filled = done * 30 / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(doing): \(done) of \(total)".utf8))
    }

    func finish() {
        if isShown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
