import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeImport

/// `marquee import FILE`: brings a Letterboxd, IMDb or Trakt export (or Marquee's own) into
/// your films, matching its films to the catalog, and says what it read and wrote.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import your films from Letterboxd (its export ZIP or one of its CSV files), IMDb (ratings or a list CSV), Trakt (its JSON files) or Marquee.",
        discussion: """
            Films are matched to the catalog by TMDB's id when the file gives one, else by title and year. A film that fits several \
            is kept by its name and year, as is one that fits none: pick or find it later under Your films → Not matched yet. \
            Importing the same file again adds nothing twice.
            """
    )

    @Argument(help: "The export: a ZIP, CSV or JSON file.")
    var file: String

    @Option(help: "Import into this account (its email) rather than this machine's own films.")
    var account: String?

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        let url = URL(fileURLWithPath: file)
        let localizer = shared.localizer
        let batch: ImportBatch
        do {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= ImportReader.maximumBytes else { throw ImportError.tooLarge(limitBytes: ImportReader.maximumBytes) }
            batch = try ImportReader.read(try Data(contentsOf: url), named: url.lastPathComponent)
        } catch let error as ImportError {
            throw ImportReport.failure(error.message(in: localizer), in: localizer)
        } catch {
            throw ImportReport.failure(localizer(ImportCommandText.cannotRead, file, error.localizedDescription), in: localizer)
        }
        let account = self.account
        let (preview, result) = try await shared.withServices { services in
            let owner = try await ImportReport.owner(account, in: services, localizer: localizer)
            let matching = ImportStepDisplay(doing: localizer[ImportCommandText.matchingFilms], localizer: localizer)
            let preview = try await services.imports.preview(batch) { done, total in matching.show(done: done, of: total) }
            matching.finish()
            let writing = ImportStepDisplay(doing: localizer[ImportCommandText.readingDetails], localizer: localizer)
            let result = try await services.imports.write(preview, owner: owner) { done, total in writing.show(done: done, of: total) }
            writing.finish()
            return (preview, result)
        }
        print(json ? ImportReport.json(preview.summary, result, rejected: batch.rejected)
            : ImportReport.text(preview.summary, result, rejected: batch.rejected, in: localizer))
    }
}
