import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore
import Synchronization

/// Shows an import's progress on the terminal's standard error, on one line redrawn in place:
/// a bar when the file's size is known, lines read and films a second. Shown only when
/// standard error is a terminal, so logs and pipes get the final counts alone.
final class ImportProgressDisplay: Sendable {
    /// Whether standard error is a terminal.
    let isShown = isatty(STDERR_FILENO) == 1
    private let started = ContinuousClock.now
    private let drawn = Mutex(false)
    private let localizer: Localizer

    /// A display whose words are in `localizer`'s language.
    init(localizer: Localizer) {
        self.localizer = localizer
    }

    func show(_ progress: CatalogImportProgress) {
        let seconds = (ContinuousClock.now - started).timeInterval
        let rate = seconds > 0 ? Int(Double(progress.filmsWritten) / seconds) : 0
        var line = ""
        if let total = progress.totalBytes, total > 0 {
            let fraction = min(1, Double(progress.bytesRead) / Double(total))
            let filled = Int(fraction * 30)
            line += "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled) + "] "
            line += String(format: "%3.0f%%  ", fraction * 100)
        }
        line += localizer(CatalogCommandText.progress, String(progress.linesRead), String(progress.filmsWritten), String(rate))
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
        drawn.withLock { $0 = true }
    }

    /// Ends the progress line, if one was drawn.
    func finish() {
        if drawn.withLock({ $0 }) { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

extension Duration {
    /// Seconds, fractions included.
    var timeInterval: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
