import Foundation

/// The service worker as served: `service-worker.js` (minified like the other scripts) after one
/// constant, `MARQUEE`, that tells it what this deployment is: its version, the app shell's
/// hashed addresses, and the addresses it treats specially, all written from ``Route``.
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
        /// Stored on install: every hashed asset, then the offline page.
        let shell: [String]
        /// Shown for a page that is not saved on the device while offline.
        let offline: String
        /// The Favorites screen, whose saved copy the offline page lists films from.
        let favorites: String
        /// Form actions after which the pages saved on the device are deleted: whoever was
        /// here changes (log out, log in, sign up, delete the account).
        let forgetPagesAfter: [String]
        /// Form actions that forget searches, after which the saved `historyPages` are deleted.
        let forgetHistoryAfter: [String]
        /// The screens that show searches: recent searches, the search screen, the gallery.
        let historyPages: [String]
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

    /// The script for `shell`, with the addresses the worker needs from the route table.
    static func script(source: String, shell: [AssetPath]) -> (script: Data, version: String) {
        var configuration = Configuration(
            shell: shell.map { Route.asset($0).url } + [Route.offline.url],
            offline: Route.offline.url,
            favorites: Route.favorites().url,
            forgetPagesAfter: [Route.logOut.url, Route.deleteAccount.url, Route.logIn().url, Route.signUp().url],
            forgetHistoryAfter: [Route.forgetSearch.url, Route.clearHistory.url, Route.forgetGallerySearch.url, Route.clearGalleryHistory.url],
            historyPages: [Route.history.url, Route.search().url, Route.gallery().url],
            assetFolder: Route.Pattern.asset.folder,
            imageFolders: [Route.Pattern.image.folder, Route.Pattern.photoImage.folder]
        )
        let body = AssetMinifier.javaScript(source)
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
