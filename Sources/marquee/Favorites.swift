import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// `marquee favorites`: the favorites kept on this machine's command line.
struct Favorites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List, add or remove favorite films.",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the favorites, newest first.")
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let favorites = try await shared.withServices { try await $0.favorites.favorites(of: .localUser) }
            print(json ? FavoritesReport.json(favorites) : FavoritesReport.table(favorites, in: shared.localizer))
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Favorite a film by its id.")
        @Argument(help: "The film's TMDB id.") var id: Int
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            try await FavoritesReport.change(id: id, favorite: true, json: json, shared: shared)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Unfavorite a film by its id.")
        @Argument(help: "The film's TMDB id.") var id: Int
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            try await FavoritesReport.change(id: id, favorite: false, json: json, shared: shared)
        }
    }
}

/// What `marquee favorites` prints.
enum FavoritesReport {
    static func change(id: Int, favorite: Bool, json: Bool, shared: SharedOptions) async throws {
        let localizer = shared.localizer
        let favorites: [FavoriteMovie]
        do {
            favorites = try await shared.withServices { services in
                try await services.useCases.setFavorite(movieID: id, favorite: favorite, owner: .localUser)
                return try await services.favorites.favorites(of: .localUser)
            }
        } catch let error as CatalogError {
            let message = error == .notFound ? localizer(CommandLineText.noFilm, String(id)) : YourFilmsCommandLine.catalogFailure(error, in: localizer)
            FileHandle.standardError.write(Data((message + "\n").utf8))
            throw ExitCode(1)
        }
        if json {
            print(Self.json(favorites))
        } else {
            let title = favorites.first { $0.movie.id == id }?.movie.title ?? localizer(CommandLineText.film, String(id))
            print(favorite ? localizer(FavoritesCommandText.added, title) : localizer(FavoritesCommandText.removed, String(id)))
        }
    }

    /// One favorite a line, `id<TAB>title<TAB>release date`; or a sentence when there is none.
    static func table(_ favorites: [FavoriteMovie], in localizer: Localizer) -> String {
        guard !favorites.isEmpty else { return localizer[FavoritesCommandText.empty] }
        return favorites.map { "\($0.movie.id)\t\($0.movie.title)\t\($0.movie.releaseDate?.description ?? localizer[CommandLineText.unknown])" }
            .joined(separator: "\n")
    }

    /// `[{"id","title","release_date","favorited_at"}]`, newest first.
    static func json(_ favorites: [FavoriteMovie]) -> String {
        struct Row: Encodable {
            let id: Int
            let title: String
            let releaseDate: String
            let favoritedAt: Date
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let rows = favorites.map { Row(id: $0.movie.id, title: $0.movie.title, releaseDate: $0.movie.releaseDate?.description ?? "", favoritedAt: $0.favoritedAt) }
        return String(decoding: (try? encoder.encode(rows)) ?? Data("[]".utf8), as: UTF8.self)
    }
}
