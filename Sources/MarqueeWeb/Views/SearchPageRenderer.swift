import MarqueeCore

/// Renders the search screen alone, without a request, for the page benchmarks in
/// `Benchmarks/` (`@_spi(Benchmarks) import MarqueeWeb`).
@_spi(Benchmarks)
public struct SearchPageRenderer: Sendable {
    private let assets: StaticAssets

    /// Loads the bundled assets, as the server does at start-up.
    public init() throws {
        assets = try StaticAssets.bundled()
    }

    /// The HTML of the search screen for `state`, as the server writes it in `language`.
    public func render(_ state: SearchViewState, language: Language = .english) -> [UInt8] {
        let localizer = Localizer.of(language)
        let context = ViewContext(csrfToken: String(repeating: "0", count: 64), returnTo: .search(query: state.query))
        let chrome = PageChrome(title: localizer(SearchPageText.titleOfSearch, state.query), section: .search, context: context, assets: assets)
        var html = HTMLWriter(localizer: localizer)
        SearchPage(state: state, chrome: chrome).write(to: &html)
        return html.bytes
    }
}
