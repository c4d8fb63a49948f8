import MarqueeCore

extension WatchlistViewState.Order {
    /// The order named in an address (`?sort=runtime`); nil for a name it does not have.
    init?(pathName: String) {
        guard let order = Self.allCases.first(where: { $0.pathName == pathName }) else { return nil }
        self = order
    }

    /// The order's name in a URL.
    var pathLiteral: StaticString {
        switch self {
        case .released: "released"
        case .added: "added"
        case .runtime: "runtime"
        case .popularity: "popularity"
        }
    }

    private var pathName: String { "\(pathLiteral)" }
}
