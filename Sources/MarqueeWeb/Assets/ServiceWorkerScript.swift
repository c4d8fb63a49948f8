import Foundation
import MarqueeCore

/// The service worker as served: its parts in `Public/assets/worker` joined in ``partOrder``,
/// after one constant, `MARQUEE`, that tells it what this deployment is: its version, the app
/// shell's hashed addresses, the addresses it treats specially (written from ``Route``), and
/// the marker it reads saved pages' titles from (``SavedPageMarker``). A worker is one classic
/// script (module workers are not in every browser a phone has), so its parts share one scope.
///
/// The worker lives at a fixed address (`/service-worker.js`) and is sent `no-cache`, so the
/// browser sees a new deployment's worker on its next visit. The version is a hash of the whole
/// script, shell addresses included: any change to a style sheet, script or icon makes a new
/// worker, which stores the new shell under a new cache name and deletes the old one.
enum ServiceWorkerScript {
    /// What the worker reads from `MARQUEE`.
    struct Configuration: Encodable {
        /// Names this deployment's shell cache.
        var version = ""
        /// Stored on install: every hashed asset (every language's words among them).
        let shell: [String]
        /// Shown for a page that is not saved on the device while offline: stored on install in
        /// each of ``languages``, and shown in the language of the last page seen online.
        let offline: String
        /// The interface's languages (`Content-Language` of the pages): the saved pages are kept
        /// apart by language, and only those of the reader's language are shown.
        let languages = Language.all.map(\.code)
        /// The Favorites screen, whose saved copy the offline page lists films from.
        let favorites: String
        /// Form actions after which the pages saved on the device are deleted: whoever was
        /// here changes (log out, log in, sign up, delete the account).
        let forgetPagesAfter: [String]
        /// Form actions that forget searches, after which the saved `historyPages` are deleted.
        let forgetHistoryAfter: [String]
        /// The screens that show searches: recent searches, the search screen, the gallery.
        let historyPages: [String]
        /// How a page's ``SavedPageMarker`` begins; its content runs to the next `"`.
        let pageMarker = "\(SavedPageMarker.opening)"
        /// Where the hashed assets live.
        let assetFolder: String
        /// Where posters, backdrops and gallery photos live: kept in a bounded cache.
        let imageFolders: [String]
        /// How long a page may take before the saved copy is shown instead.
        let pageTimeoutMilliseconds = 3_000
        /// The most pages kept on the device; the oldest go first.
        let maximumPages = 200
        /// The most images kept on the device, and their byte budget; the oldest go first.
        let maximumImages = 300
        let imageByteBudget = 25 * 1024 * 1024
    }

    /// The worker's parts, in the order they are joined: what is shared first, the event
    /// listeners last.
    static let partOrder = ["caches.js", "languages.js", "trimming.js", "saving.js", "forgetting.js", "pages.js", "files.js", "events.js"]

    /// The parts' sources in `folder`, in ``partOrder``; every script of the folder must be listed there.
    static func parts(in folder: URL) throws -> [String] {
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
        if let unlisted = present.first(where: { !partOrder.contains($0) }) {
            throw ScriptModules.GraphError(description: "worker/\(unlisted) is not in ServiceWorkerScript.partOrder")
        }
        return try partOrder.map { String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self) }
    }

    /// The script for `shell`, with the addresses the worker needs from the route table.
    static func script(parts: [String], shell: [AssetPath]) -> (script: Data, version: String) {
        var configuration = Configuration(
            shell: shell.map { Route.asset($0).url },
            offline: Route.offline.url,
            favorites: Route.favorites().url,
            forgetPagesAfter: [Route.logOut.url, Route.deleteAccount.url, Route.logIn().url, Route.signUp().url],
            forgetHistoryAfter: [Route.forgetSearch.url, Route.clearHistory.url, Route.forgetGallerySearch.url, Route.clearGalleryHistory.url],
            historyPages: [Route.history.url, Route.search().url, Route.gallery().url],
            assetFolder: Route.Pattern.asset.folder,
            imageFolders: [Route.Pattern.image.folder, Route.Pattern.photoImage.folder]
        )
        let body = parts.map(ScriptCommentLines.dropped(from:)).joined()
        configuration.version = StaticAssets.hash(Data((json(configuration) + body).utf8))
        // "use strict" first, so that it stays the script's directive.
        return (Data(("\"use strict\";const MARQUEE=" + json(configuration) + ";\n" + body).utf8), configuration.version)
    }

    private static func json(_ configuration: Configuration) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings and numbers this type made: encoding cannot fail.
        return String(decoding: (try? encoder.encode(configuration)) ?? Data("{}".utf8), as: UTF8.self)
    }
}

extension Route.Pattern {
    /// The fixed start of the pattern's paths, up to its first parameter: `/images/` for
    /// `/images/:size/**`.
    var folder: String {
        String(rawValue.prefix { $0 != ":" && $0 != "*" })
    }
}
