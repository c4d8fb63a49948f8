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
            let (screen, source) = try await shared.withServices { services in
                (await services.gallery.screen(text, page: page, remember: true, owner: .localUser), services.gallery.photoSource)
            }
            switch screen.result {
            case let .success(outcome):
                print(json ? GalleryReport.json(outcome.page, query: screen.query) : GalleryReport.table(outcome.page, query: screen.query, source: source))
                if outcome.page.photos.isEmpty { throw ExitCode(1) }
            case let .failure(error):
                FileHandle.standardError.write(Data((GalleryPresenter.alert(for: error).message + "\n").utf8))
                throw ExitCode(1)
            case nil:
                throw ValidationError("Type what to look for, such as: marquee gallery search cats")
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
            if clear, !json { print("Image search history cleared.") } else { print(GalleryReport.history(entries, json: json)) }
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
            let line = try await shared.withServices { services -> String in
                struct Counts: Encodable { let files, bytes, limitBytes: Int }
                guard let cache = services.imagePipeline?.cache else {
                    return json ? CommandLineJSON.encode(Counts(files: 0, bytes: 0, limitBytes: 0))
                        : "No image cache: Marquee fetches no images without TMDB_API_KEY or FLICKR_API_KEY."
                }
                let stats = cache.stats()
                return json ? CommandLineJSON.encode(Counts(files: stats.files, bytes: stats.bytes, limitBytes: cache.limitBytes))
                    : GalleryReport.cacheStats(files: stats.files, bytes: stats.bytes, limitBytes: cache.limitBytes)
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
            print(json ? CommandLineJSON.encode(Freed(freedBytes: freed)) : String(format: "Freed %.1f MB.", Double(freed) / 1_048_576))
        }
    }
}
