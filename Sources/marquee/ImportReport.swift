import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// What `marquee import` prints, and whose films it writes.
enum ImportReport {
    /// How many unreadable rows the text lists; `--json` lists all.
    static let rejectedShown = 20

    /// `message` on stderr, exit status 1: nothing was written.
    static func failure(_ message: String, in localizer: Localizer) -> ExitCode {
        FileHandle.standardError.write(Data((localizer(ImportCommandText.nothingImported, message) + "\n").utf8))
        return ExitCode(1)
    }

    /// The account of `email`'s films, or this machine's own when nil.
    static func owner(_ email: String?, in services: MarqueeServices, localizer: Localizer) async throws -> OwnerID {
        guard let email else { return .localUser }
        guard let address = EmailAddress(email), let found = try await services.accountStore.credentials(for: address) else {
            throw failure(localizer(CommandLineText.noAccount, email), in: localizer)
        }
        return found.account.owner
    }

    /// What the file held, how its films matched, what was written and which rows could not be
    /// read, in `localizer`'s language.
    static func text(_ summary: ImportSummary, _ result: ImportResult, rejected: [RejectedRow], in localizer: Localizer) -> String {
        typealias Text = ImportCommandText
        var read = [localizer.count(summary.viewings, Text.viewings), localizer.count(summary.ratings, Text.ratings),
                    localizer.count(summary.watchlist, Text.filmsToWatch), localizer.count(summary.hearts, Text.hearts),
                    localizer.count(summary.watched, Text.filmsMarkedWatched)]
        if summary.lists > 0 { read.append(localizer.count(summary.lists, Text.lists)) }
        var written = [localizer(Text.writtenViewings, localizer.count(result.viewingsAdded, Text.viewings), String(result.viewingsAlreadyKept)),
                       localizer.count(result.watchlistAdded, Text.filmsToWatch), localizer.count(result.heartsAdded, Text.hearts)]
        if result.lists > 0 { written.append(localizer.count(result.lists, Text.lists)) }
        var lines = [
            localizer(Text.readFrom, summary.source.name, read.joined(separator: ", ")),
            localizer(Text.films, String(summary.filmsMatched), String(summary.filmsWithSeveral), String(summary.filmsUnmatched)),
            localizer(Text.written, written.joined(separator: ", ")),
        ]
        if result.filmsUnmatched > 0 { lines.append(localizer.count(result.filmsUnmatched, Text.unmatchedKept)) }
        if summary.skippedNonFilms > 0 { lines.append(localizer.count(summary.skippedNonFilms, Text.nonFilms)) }
        if !rejected.isEmpty {
            lines.append(localizer.count(rejected.count, Text.rejected))
            lines += rejected.prefix(rejectedShown).map { "  " + localizer(Text.rejectedRow, $0.file, String($0.line), $0.reason(in: localizer)) }
            if rejected.count > rejectedShown { lines.append("  " + localizer(Text.rejectedMore, String(rejected.count - rejectedShown))) }
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
    private let localizer: Localizer

    init(doing: String, localizer: Localizer) {
        self.doing = doing
        self.localizer = localizer
    }

    func show(done: Int, of total: Int) {
        guard isShown, total > 0, done == total || done.isMultiple(of: max(1, total / 100)) else { return }
        let filled = done * 30 / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(localizer(ImportCommandText.step, doing, String(done), String(total)))".utf8))
    }

    func finish() {
        if isShown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
