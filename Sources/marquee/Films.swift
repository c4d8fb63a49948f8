import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// `marquee movie ID`: a film's whole page.
struct MovieCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "movie", abstract: "Show a film: facts, people, where to watch, more like this.")

    @Argument(help: "The film's TMDB id, such as 155.")
    var id: Int

    @Option(help: "The country whose streaming offers to show (two letters, such as GB); MARQUEE_REGION by default.")
    var region: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        let localizer = shared.localizer
        let chosen = try region.map { text in
            guard let region = WatchRegion(text) else { throw ValidationError(localizer[MovieCommandText.invalidRegion]) }
            return region
        }
        let report = try await films(localizer) {
            try await shared.withServices { services -> FilmReport? in
                try await services.useCases.details(id: id, owner: .localUser).map {
                    FilmReport(outcome: $0, region: chosen ?? services.settings.defaultRegion, localizer: localizer)
                }
            }
        }
        guard let report else { throw FilmsCommandError.notFound(localizer(MovieCommandText.notFound, String(id))) }
        print(json ? report.json : report.text)
    }
}

/// `marquee person ID`: a person's page.
struct PersonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "person", abstract: "Show a person and their films.")

    @Argument(help: "The person's TMDB id, such as 525.")
    var id: Int

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        let localizer = shared.localizer
        let report = try await films(localizer) {
            try await shared.withServices { services -> PersonReport? in
                try await services.useCases.person(id: id, owner: .localUser).map { PersonReport(outcome: $0, localizer: localizer) }
            }
        }
        guard let report else { throw FilmsCommandError.notFound(localizer(PersonCommandText.notFound, String(id))) }
        print(json ? report.json : report.text)
    }
}

/// A failing catalog is said on stderr, in `localizer`'s language, with exit status 2; nothing
/// found is status 1.
private func films<Value>(_ localizer: Localizer, _ body: () async throws -> Value) async throws -> Value {
    do {
        return try await body()
    } catch let error as CatalogError {
        FileHandle.standardError.write(Data((YourFilmsCommandLine.catalogFailure(error, in: localizer) + "\n").utf8))
        throw ExitCode(2)
    }
}

private enum FilmsCommandError: Error, CustomStringConvertible {
    case notFound(String)

    var description: String {
        switch self { case let .notFound(message): message }
    }
}
