import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore

/// `marquee watchlist`: the films this machine's person wants to watch.
struct Watchlist: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List, add or remove the films you want to watch.",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the watchlist, the latest added first.")
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let entries = try await shared.withServices { try await $0.stores.yourFilms.watchlist(of: .localUser) }
            print(json ? WatchlistReport.json(entries) : WatchlistReport.table(entries, in: shared.localizer))
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Put a film on the watchlist by its id, then list the watchlist.")
        @Argument(help: "The film's TMDB id.") var id: Int
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            try await WatchlistReport.change(id: id, on: true, json: json, shared: shared)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Take a film off the watchlist by its id, then list the watchlist.")
        @Argument(help: "The film's TMDB id.") var id: Int
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            try await WatchlistReport.change(id: id, on: false, json: json, shared: shared)
        }
    }
}

/// What `marquee watchlist` prints.
enum WatchlistReport {
    /// Puts film `id` on the watchlist or takes it off, then prints what changed and the list
    /// (the list alone in JSON). An unknown film is said on stderr with exit status 1.
    static func change(id: Int, on: Bool, json: Bool, shared: SharedOptions) async throws {
        let localizer = shared.localizer
        let (before, after): ([WatchlistEntry], [WatchlistEntry]) = try await YourFilmsCommandLine.refusingBadInput(localizer) {
            try await shared.withServices { services in
                let store = services.stores.yourFilms
                let before = try await store.watchlist(of: .localUser)
                try await services.yourFilms.setOnWatchlist(on, movieID: id, owner: .localUser)
                return (before, try await store.watchlist(of: .localUser))
            }
        }
        if json {
            print(Self.json(after))
            return
        }
        let wasOn = before.contains { $0.film.movie.id == id }
        let title = (after + before).first { $0.film.movie.id == id }.map { localizer(CommandLineText.quoted, $0.film.movie.title) }
            ?? localizer(CommandLineText.film, String(id))
        let sentence: WatchlistCommandText = switch (on, wasOn) {
        case (true, true): .alreadyOn
        case (true, false): .added
        case (false, true): .tookOff
        case (false, false): .notOn
        }
        print(localizer(sentence, title) + "\n" + table(after, in: localizer))
    }

    /// One film a line, the latest added first: `id<TAB>title<TAB>release date`; or a sentence
    /// when the list is empty; in `localizer`'s language.
    static func table(_ entries: [WatchlistEntry], in localizer: Localizer) -> String {
        guard !entries.isEmpty else { return localizer[WatchlistCommandText.empty] }
        return entries.map { "\($0.film.movie.id)\t\($0.film.movie.title)\t\($0.film.movie.releaseDate?.description ?? localizer[CommandLineText.unknown])" }
            .joined(separator: "\n")
    }

    /// `[{"id","title","release_date","runtime_minutes","added_at"}]`, the latest added first.
    static func json(_ entries: [WatchlistEntry]) -> String {
        struct Row: Encodable {
            let id: Int
            let title: String
            let releaseDate: String?
            let runtimeMinutes: Int?
            let addedAt: Date
        }
        return CommandLineJSON.encode(entries.map {
            Row(id: $0.film.movie.id, title: $0.film.movie.title, releaseDate: $0.film.movie.releaseDate?.description,
                runtimeMinutes: $0.film.runtime, addedAt: $0.addedAt)
        })
    }
}
