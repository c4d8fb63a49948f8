import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeImport

/// `marquee export`: everything you keep (viewings, ratings, reviews, watchlist, hearts) as one
/// ZIP of CSV files in the columns Letterboxd's import takes, and one JSON file.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export your films as a ZIP: CSV files Letterboxd imports, and marquee.json with all of it."
    )

    @Option(name: .shortAndLong, help: "Where to write the ZIP.")
    var output = "marquee-export.zip"

    @Option(help: "Export this account's films (its email) rather than this machine's own.")
    var account: String?

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        let account = self.account
        let localizer = shared.localizer
        let export = try await shared.withServices { services in
            try await services.export.export(of: try await ImportReport.owner(account, in: services, localizer: localizer))
        }
        let url = URL(fileURLWithPath: output)
        do {
            // Written beside, then moved in place: a failed export never leaves half a file.
            let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial")
            try YourFilmsExportArchive.zip(export).write(to: partial)
            // rename(2) replaces the file in one step; Foundation's replaceItemAt on Linux fails
            // when there is none yet, and loses the one there is.
            guard rename(partial.path, url.path) == 0 else {
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                try? FileManager.default.removeItem(at: partial)
                throw POSIXError(code)
            }
        } catch {
            FileHandle.standardError.write(Data((localizer(ExportCommandText.cannotWrite, output, error.localizedDescription) + "\n").utf8))
            throw ExitCode(1)
        }
        print(localizer(ExportCommandText.exported, String(export.viewings.count), String(export.ratings.count), String(export.watchlist.count),
                        String(export.favorites.count), String(export.lists.count), output))
    }
}
