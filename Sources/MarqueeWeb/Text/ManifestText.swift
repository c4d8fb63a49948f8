import MarqueeCore

/// The words of the web app manifest, which a phone shows when Marquee is installed.
enum ManifestText: String, MessageKey {
    static let table = "manifest"

    /// What Marquee is for, in a sentence.
    case description
}
