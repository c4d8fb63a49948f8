import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore

/// `marquee catalog`: the embedded catalog.
struct Catalog: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import films into the catalog or count them.",
        subcommands: [Import.self, Stats.self]
    )

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add or update films from a JSON Lines file, plain or gzip-compressed.",
            discussion: """
                Reads TMDB movie objects, one a line, or TMDB's daily export of every film \
                (movie_ids_MM_DD_YYYY.json.gz, as downloaded). The export's adult and video entries \
                are left out and counted; its films show "Details not loaded yet" until their details \
                are fetched, and importing it again updates titles and popularity, keeping the rest.
                """
        )

        @Argument(help: "One TMDB-shaped movie object a line, or TMDB's daily export.")
        var file: String

        @Flag(help: "Print the counts as JSON.") var json = false

        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let localizer = shared.localizer
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw ValidationError(localizer(CatalogCommandText.cannotRead, file))
            }
            let display = ImportProgressDisplay(localizer: localizer)
            let started = ContinuousClock.now
            let url = URL(fileURLWithPath: file)
            let show: @Sendable (CatalogImportProgress) -> Void = { display.show($0) }
            let progress = display.isShown ? show : nil
            let report: CatalogImportReport = try await shared.withServices { services in
                try await services.stores.importer.importFile(at: url, progress: progress)
            }
            display.finish()
            for skipped in report.skipped {
                FileHandle.standardError.write(Data((localizer(CatalogCommandText.skipped, String(skipped.line), skipped.reason) + "\n").utf8))
            }
            let seconds = (ContinuousClock.now - started).timeInterval
            let rate = seconds > 0 ? Int(Double(report.inserted + report.updated) / seconds) : 0
            if json {
                struct Counts: Encodable {
                    struct Skipped: Encodable { let line: Int, reason: String }
                    let inserted, updated, filmsPerSecond, excludedAdult, excludedVideo: Int
                    let seconds: Double
                    let skipped: [Skipped]
                }
                print(CommandLineJSON.encode(Counts(
                    inserted: report.inserted, updated: report.updated, filmsPerSecond: rate,
                    excludedAdult: report.excludedAdult, excludedVideo: report.excludedVideo, seconds: (seconds * 100).rounded() / 100,
                    skipped: report.skipped.map { Counts.Skipped(line: $0.line, reason: $0.reason) })))
                return
            }
            let excluded = report.excludedAdult + report.excludedVideo > 0
                ? localizer(CatalogCommandText.leftOut, String(report.excludedAdult), String(report.excludedVideo))
                : ""
            print(localizer(CatalogCommandText.imported, String(report.inserted), String(report.updated), String(report.skipped.count),
                            excluded, String(format: "%.1f", seconds), String(rate)))
        }
    }

    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Count the films and searches stored.")

        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let (statistics, searches, path) = try await shared.withServices { services in
                (try await services.localCatalog.statistics(), try await services.history.recentQueries(of: .localUser).count, services.stores.location)
            }
            print(json ? Self.json(statistics, searches: searches, path: path) : Self.text(statistics, searches: searches, path: path, in: shared.localizer))
        }

        /// The counts one a line, in `localizer`'s language.
        static func text(_ statistics: CatalogStatistics, searches: Int, path: String, in localizer: Localizer) -> String {
            [
                localizer(CatalogCommandText.films, String(statistics.movies)),
                localizer(CatalogCommandText.withCriticScore, String(statistics.withCriticScore)),
                localizer(CatalogCommandText.withPoster, String(statistics.withPoster)),
                localizer(CatalogCommandText.released, statistics.earliestYear.map(String.init) ?? "-", statistics.latestYear.map(String.init) ?? "-"),
                localizer(CatalogCommandText.recentSearches, String(searches)),
                localizer(CatalogCommandText.database, path),
            ].joined(separator: "\n")
        }

        /// `{"database","earliest_year","latest_year","movies","recent_searches","with_critic_score","with_poster"}`.
        static func json(_ statistics: CatalogStatistics, searches: Int, path: String) -> String {
            struct Report: Encodable {
                let movies, withCriticScore, withPoster, recentSearches: Int
                let earliestYear, latestYear: Int?
                let database: String
            }
            return CommandLineJSON.encode(Report(
                movies: statistics.movies, withCriticScore: statistics.withCriticScore, withPoster: statistics.withPoster,
                recentSearches: searches, earliestYear: statistics.earliestYear, latestYear: statistics.latestYear, database: path))
        }
    }
}
