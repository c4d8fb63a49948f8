import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// `marquee search QUERY`: one page of results.
struct Search: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Search films by title.")

    @Argument(help: "The title or words to look for.")
    var words: [String]

    @Option(help: "The page to show, from 1.")
    var page: Int = 1

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        let localizer = shared.localizer
        do {
            let report = try await shared.withServices { services in
                let outcome = try await services.useCases.search(words.joined(separator: " "), page: page, remember: true, owner: .localUser)
                return SearchReport(outcome: outcome, imageBaseURL: services.settings.imageBaseURL, localizer: localizer)
            }
            if json || !report.isEmpty {
                print(json ? report.json : report.table)
            }
            if report.isEmpty {
                FileHandle.standardError.write(Data((report.nothingFoundMessage + "\n").utf8))
                throw ExitCode(1)
            }
        } catch let error as SearchQueryError {
            throw ValidationError(error.message(in: localizer))
        } catch let error as CatalogError {
            FileHandle.standardError.write(Data((YourFilmsCommandLine.catalogFailure(error, in: localizer) + "\n").utf8))
            throw ExitCode(2)
        }
    }
}
