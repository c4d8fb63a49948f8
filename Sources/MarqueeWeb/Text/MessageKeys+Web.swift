import MarqueeCore

extension MessageKeys {
    /// The keys of the web pages' own words.
    static let web: [any MessageKey.Type] = [
        LayoutText.self,
        LogInText.self,
        OfflineText.self,
    ]
}
