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

    /// The HTML of the search screen for `state`, as the server writes it.
    public func render(_ state: SearchViewState) -> [UInt8] {
        let context = ViewContext(csrfToken: String(repeating: "0", count: 64), returnTo: .search(query: state.query))
        let chrome = PageChrome(title: "\(state.query) – Search", section: .search, context: context, assets: assets)
        var html = HTMLWriter(localizer: .english)
        SearchPage(state: state, chrome: chrome).write(to: &html)
        return html.bytes
    }
}
