import Foundation
import Hummingbird
import MarqueeCore
import NIOCore

/// The style sheets, scripts and icons, read once at start-up (style sheets without comments,
/// ``StyleSheetMinifier``; scripts as written, ``ScriptModules``) and served from memory at
/// content-hashed addresses (`/assets/app.3f2a9c1d5e7b8a90.css`): cached for a year as
/// immutable, with a strong `ETag`, `304` for a browser that has them, and gzip made once.
struct StaticAssets: Sendable {
    /// One asset, ready to send.
    struct Asset: Sendable {
        let path: AssetPath
        let contentType: String
        let etag: String
        let body: ByteBuffer
        let gzipped: ByteBuffer?
    }

    /// The style sheet every screen shares.
    let stylesheet: AssetPath
    /// The scripts of every screen, of the search screens (films and the gallery), and of the
    /// account screens.
    let everyScreenScripts: ScreenScripts
    let searchScreenScripts: ScreenScripts
    let accountScreenScripts: ScreenScripts
    /// The account screens' styles, loaded on them only.
    let accountStylesheet: AssetPath
    /// The gallery's styles, loaded on its screens only.
    let galleryStylesheet: AssetPath
    /// Discover's and a film's details' styles, loaded on those screens only.
    let discoverStylesheet: AssetPath
    /// Your films' styles (diary, watchlist, ratings, year), loaded on those screens only.
    let yourFilmsStylesheet: AssetPath
    /// The app icons: square at 192 and 512 pixels, and maskable ones with a wider margin.
    let icon192: AssetPath
    let icon512: AssetPath
    let maskableIcon192: AssetPath
    let maskableIcon512: AssetPath
    /// The web app manifest in each language (by code), written once with the icons' hashed addresses.
    let manifests: [String: ByteBuffer]
    /// The page scripts' words in each language (by code), ``PageTextScript``.
    private let pageTexts: [String: AssetPath]
    /// The service worker, at its fixed address, with this deployment's shell in it; its ETag
    /// is its version.
    let serviceWorker: Asset
    private let byFileName: [String: Asset]

    /// Reads `app.css`, the screens' own `account.css`, `gallery.css`, `discover.css` and `your-films.css`, the
    /// page scripts of `scripts/`, the icons and the service worker's parts in `worker/` from
    /// `folder`.
    init(folder: String) throws {
        func read(_ name: String) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
        func asset(_ fileName: String, _ contentType: String, _ data: Data, hash: String) -> Asset {
            let gzipped = Gzip.asset(data).flatMap { $0.readableBytes < data.count ? $0 : nil }
            return Asset(path: AssetPath(fileName: fileName), contentType: contentType, etag: "\"\(hash)\"", body: ByteBuffer(bytes: data), gzipped: gzipped)
        }
        func hashed(_ name: String, _ contentType: String, _ data: Data) -> Asset {
            let hash = Self.hash(data)
            let dot = name.lastIndex(of: ".")!
            return asset("\(name[..<dot]).\(hash)\(name[dot...])", contentType, data, hash: hash)
        }
        func load(_ name: String, _ contentType: String, minify: ((String) -> String)? = nil) throws -> Asset {
            let raw = try read(name)
            return hashed(name, contentType, minify.map { Data($0(String(decoding: raw, as: UTF8.self)).utf8) } ?? raw)
        }
        var assets = [
            try load("app.css", "text/css; charset=utf-8", minify: StyleSheetMinifier.minify),
            try load("account.css", "text/css; charset=utf-8", minify: StyleSheetMinifier.minify),
            try load("gallery.css", "text/css; charset=utf-8", minify: StyleSheetMinifier.minify),
            try load("discover.css", "text/css; charset=utf-8", minify: StyleSheetMinifier.minify),
            try load("your-films.css", "text/css; charset=utf-8", minify: StyleSheetMinifier.minify),
            try load("icon-192.png", "image/png"),
            try load("icon-512.png", "image/png"),
            try load("icon-maskable-192.png", "image/png"),
            try load("icon-maskable-512.png", "image/png"),
        ]
        stylesheet = assets[0].path
        accountStylesheet = assets[1].path
        galleryStylesheet = assets[2].path
        discoverStylesheet = assets[3].path
        yourFilmsStylesheet = assets[4].path
        icon192 = assets[5].path
        icon512 = assets[6].path
        maskableIcon192 = assets[7].path
        maskableIcon512 = assets[8].path
        // Each module after what it imports, so that their hashed addresses are known.
        let modules = try ScriptModules(folder: URL(fileURLWithPath: folder).appendingPathComponent("scripts"))
        var scriptPaths: [String: AssetPath] = [:]
        for module in try modules.dependencyOrder() {
            // Beside each other in the asset folder: `./config.6f23fc8ac6e4e82f.js`.
            let text = ScriptModules.linked(module) { "./" + scriptPaths[$0]!.fileName }
            let served = hashed(module.fileName, "text/javascript; charset=utf-8", Data(text.utf8))
            scriptPaths[module.fileName] = served.path
            assets.append(served)
        }
        func screen(_ entries: String...) -> ScreenScripts {
            let loaded = entries.flatMap(modules.staticClosure(of:))
            var preloads: [AssetPath] = []
            for name in loaded where !entries.contains(name) && !preloads.contains(scriptPaths[name]!) {
                preloads.append(scriptPaths[name]!)
            }
            return ScreenScripts(entries: entries.map { scriptPaths[$0]! }, preloads: preloads)
        }
        var pageTexts: [String: AssetPath] = [:]
        for language in PageTextScript.languages {
            let words = hashed("page-text.\(language.code).js", "text/javascript; charset=utf-8", Data(PageTextScript.source(for: language).utf8))
            pageTexts[language.code] = words.path
            assets.append(words)
        }
        self.pageTexts = pageTexts
        everyScreenScripts = screen("app.js")
        searchScreenScripts = screen("app.js", "search.js")
        accountScreenScripts = screen("app.js", "account.js")
        let icons: [WebAppManifest.Icon] = [
            .init(path: icon192, size: 192, purpose: "any"), .init(path: icon512, size: 512, purpose: "any"),
            .init(path: maskableIcon192, size: 192, purpose: "maskable"), .init(path: maskableIcon512, size: 512, purpose: "maskable"),
        ]
        manifests = Dictionary(uniqueKeysWithValues: PageTextScript.languages.map { ($0.code, WebAppManifest(icons: icons, localizer: .of($0)).json) })
        byFileName = Dictionary(uniqueKeysWithValues: assets.map { ($0.path.fileName, $0) })
        let worker = ServiceWorkerScript.script(parts: try ServiceWorkerScript.parts(in: URL(fileURLWithPath: folder).appendingPathComponent("worker")), shell: assets.map(\.path))
        serviceWorker = asset("service-worker.js", "text/javascript; charset=utf-8", worker.script, hash: worker.version)
    }

    /// The assets shipped in the MarqueeWeb bundle.
    static func bundled() throws -> StaticAssets {
        guard let path = Bundle.module.resourcePath else { preconditionFailure("MarqueeWeb has no resource bundle") }
        return try StaticAssets(folder: path + "/Public/assets")
    }

    /// `GET /assets/{hashed name}`.
    func response(fileName: String, request: Request) -> Response {
        guard let asset = byFileName[fileName] else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "Not found")))
        }
        return Self.response(asset, cacheControl: "public, max-age=31536000, immutable", request: request)
    }

    /// `GET /service-worker.js`: revalidated on every check, so a new deployment's worker is
    /// found at once (browsers also skip their HTTP cache for it after a day).
    func serviceWorkerResponse(request: Request) -> Response {
        Self.response(serviceWorker, cacheControl: "no-cache", request: request)
    }

    private static func response(_ asset: Asset, cacheControl: String, request: Request) -> Response {
        var headers: HTTPFields = [
            .contentType: asset.contentType,
            .cacheControl: cacheControl,
            .eTag: asset.etag,
            .vary: "Accept-Encoding",
        ]
        if let tags = request.headers[.ifNoneMatch], Self.matches(tags, asset.etag) {
            return Response(status: .notModified, headers: headers)
        }
        if let gzipped = asset.gzipped, Gzip.isAccepted(by: request) {
            headers[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: gzipped))
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: asset.body))
    }

    /// The address of the page scripts' words in `language` (English's for a language without its own).
    func pageText(for language: Language) -> AssetPath {
        pageTexts[language.code] ?? pageTexts[Language.english.code]!
    }

    /// `GET /manifest.webmanifest`, in the reader's language (chosen as a page's is, so it
    /// varies as a page does): at a fixed address (browsers look for updates there), so cached
    /// briefly rather than forever.
    func manifestResponse(language: Language) -> Response {
        let (code, manifest) = manifests[language.code].map { (language.code, $0) } ?? (Language.english.code, manifests[Language.english.code] ?? ByteBuffer())
        return Response(status: .ok, headers: [
            .contentType: "application/manifest+json", .cacheControl: "public, max-age=3600",
            .vary: "Accept-Language, Cookie", .contentLanguage: code,
        ], body: .init(byteBuffer: manifest))
    }

    /// Whether an `If-None-Match` list names `etag` (weak comparison, as RFC 9110 asks for GET).
    private static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { tag in
            let tag = tag.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }

    /// 64-bit FNV-1a of the content, in hexadecimal: a cache key, not a security measure.
    static func hash(_ data: Data) -> String {
        let value = data.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
