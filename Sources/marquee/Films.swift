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
        let chosen = try region.map { text in
            guard let region = WatchRegion(text) else { throw ValidationError("--region takes a country's two-letter code, such as US or GB.") }
            return region
        }
        let report = try await films {
            try await shared.withServices { services -> FilmReport? in
                try await services.useCases.details(id: id, owner: .localUser).map {
                    FilmReport(outcome: $0, region: chosen ?? services.settings.defaultRegion)
                }
            }
        }
        guard let report else { throw FilmsCommandError.notFound("Marquee knows no film with the id \(id).") }
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
        let report = try await films {
            try await shared.withServices { services -> PersonReport? in
                try await services.useCases.person(id: id, owner: .localUser).map(PersonReport.init)
            }
        }
        guard let report else { throw FilmsCommandError.notFound("Marquee knows nobody with the id \(id).") }
        print(json ? report.json : report.text)
    }
}

/// A failing catalog is said on stderr with exit status 2; nothing found is status 1.
private func films<Value>(_ body: () async throws -> Value) async throws -> Value {
    do {
        return try await body()
    } catch let error as CatalogError {
        FileHandle.standardError.write(Data(("\(error.title): \(error.message)\n").utf8))
        throw ExitCode(2)
    }
}

private enum FilmsCommandError: Error, CustomStringConvertible {
    case notFound(String)

    var description: String {
        switch self { case let .notFound(message): message }
    }
}
