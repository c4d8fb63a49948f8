import Foundation
import MarqueeCore
import NIOCore

/// The web app manifest: what a phone needs to put Marquee on its home screen and open it as
/// an app of its own (`display: standalone`), in the colours of the app bar; its description in
/// the reader's language (`lang`), one manifest per language.
struct WebAppManifest: Encodable {
    struct Icon: Encodable {
        let src: String
        let sizes: String
        let type = "image/png"
        let purpose: String

        init(path: AssetPath, size: Int, purpose: String) {
            src = Route.asset(path).url
            sizes = "\(size)x\(size)"
            self.purpose = purpose
        }
    }

    /// The colour of the app bar and of the splash screen's background.
    static let themeColor = "#b3261e"
    static let backgroundColor = "#f6f5f2"

    let name = "Marquee"
    let shortName = "Marquee"
    let description: String
    /// The language of `description`, and its direction.
    let lang: String
    let dir = "ltr"
    let id = "/"
    let startUrl = Route.discover().url
    let scope = "/"
    let display = "standalone"
    let orientation = "any"
    let themeColor = Self.themeColor
    let backgroundColor = Self.backgroundColor
    let icons: [Icon]

    init(icons: [Icon], localizer: Localizer) {
        self.icons = icons
        description = localizer[ManifestText.description]
        lang = localizer.language.code
    }

    /// The manifest as JSON, with the keys in the manifest's snake_case.
    var json: ByteBuffer {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value is a constant or a path this type made: encoding cannot fail.
        return ByteBuffer(bytes: (try? encoder.encode(self)) ?? Data("{}".utf8))
    }
}
