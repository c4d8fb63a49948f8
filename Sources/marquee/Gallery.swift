import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore

/// `marquee gallery`: image searches, as the gallery runs them (Flickr with FLICKR_API_KEY,
/// film artwork otherwise).
struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Search images and show or clear the image search history.",
        subcommands: [Search.self, History.self]
    )

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Search images; exit 1 when nothing matches.")
        @Argument(help: "What to look for.") var words: [String]
        @Option(help: "The page, from 1.") var page = 1
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let text = words.joined(separator: " ")
            let localizer = shared.localizer
            let (screen, source) = try await shared.withServices { services in
                (await services.gallery.screen(text, page: page, remember: true, owner: .localUser), services.gallery.photoSource)
            }
            switch screen.result {
            case let .success(outcome):
                print(json ? GalleryReport.json(outcome.page, query: screen.query)
                    : GalleryReport.table(outcome.page, query: screen.query, source: source, in: localizer))
                if outcome.page.photos.isEmpty { throw ExitCode(1) }
            case let .failure(error):
                FileHandle.standardError.write(Data((GalleryPresenter(localizer: localizer).alert(for: error).message + "\n").utf8))
                throw ExitCode(1)
            case nil:
                throw ValidationError(localizer[GalleryCommandText.typeWhat])
            }
        }
    }

    struct History: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show (newest first) or clear the image searches.")
        @Flag(help: "Print JSON.") var json = false
        @Flag(help: "Forget every image search.") var clear = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let entries = try await shared.withServices { services in
                if clear { try await services.galleryHistory.clear(for: .localUser) }
                return try await services.galleryHistory.entries(of: .localUser)
            }
            let localizer = shared.localizer
            if clear, !json { print(localizer[GalleryCommandText.historyCleared]) } else { print(GalleryReport.history(entries, json: json, in: localizer)) }
        }
    }
}

/// `marquee images`: the disk cache of upstream images.
struct Images: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show or empty the image cache.", subcommands: [Stats.self, Prune.self])

    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "How many images the cache holds, and its size.")
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let json = json
            let localizer = shared.localizer
            let line = try await shared.withServices { services -> String in
                struct Counts: Encodable { let files, bytes, limitBytes: Int }
                guard let cache = services.imagePipeline?.cache else {
                    return json ? CommandLineJSON.encode(Counts(files: 0, bytes: 0, limitBytes: 0))
                        : localizer[GalleryCommandText.noCache]
                }
                let stats = cache.stats()
                return json ? CommandLineJSON.encode(Counts(files: stats.files, bytes: stats.bytes, limitBytes: cache.limitBytes))
                    : GalleryReport.cacheStats(files: stats.files, bytes: stats.bytes, limitBytes: cache.limitBytes, in: localizer)
            }
            print(line)
        }
    }

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Empty the image cache.")
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let freed = try await shared.withServices { $0.imagePipeline?.cache.prune() ?? 0 }
            struct Freed: Encodable { let freedBytes: Int }
            print(json ? CommandLineJSON.encode(Freed(freedBytes: freed)) : shared.localizer(GalleryCommandText.freed, GalleryReport.megabytes(freed)))
        }
    }
}
