import MarqueeCore
import Plot

/// The same result rows as `MovieRow` writes, built with Plot's node DSL (escaping by Plot).
enum PlotRows {
    static func render(_ rows: [MovieRowViewState]) -> String {
        let list = Node<HTML.BodyContext>.element(named: "ol", nodes: [.class("results")] + rows.map(row))
        return list.render()
    }

    private static func row(_ row: MovieRowViewState) -> Node<HTML.BodyContext> {
        let poster: String = switch row.poster {
        case let .image(path): "/images/w185\(path)"
        case let .generatedPoster(id): "/images/w185/movie/\(id).svg"
        case let .generatedBackdrop(id): "/images/w185/backdrop/\(id).svg"
        }
        return .element(named: "li", nodes: [
            .class("movie-row"),
            .attribute(named: "data-movie-id", value: String(row.id)),
            .element(named: "img", attributes: [
                .attribute(named: "class", value: "poster"), .attribute(named: "src", value: poster),
                .attribute(named: "width", value: "92"), .attribute(named: "height", value: "138"),
                .attribute(named: "loading", value: "lazy"), .attribute(named: "alt", value: row.posterAlt),
            ] as [Attribute<HTML.BodyContext>]),
            .element(named: "div", nodes: [
                .class("movie-text"),
                .element(named: "a", nodes: [
                    .class("title-link"), .attribute(named: "href", value: "/movies/\(row.id)"),
                    .element(named: "h2", nodes: [.class("movie-title"), .text(row.title)]),
                ]),
                .element(named: "p", nodes: [
                    .class("release-date"),
                    .element(named: "time", nodes: [.attribute(named: "datetime", value: row.releaseDateISO ?? ""), .text(row.releaseDate)]),
                ]),
                .element(named: "p", nodes: [.class("overview"), .text(row.overview)]),
            ]),
            .element(named: "form", nodes: [
                .class("favorite-form"), .attribute(named: "method", value: "post"),
                .attribute(named: "action", value: "/movies/\(row.id)/favorite"),
                hidden("csrf_token", String(repeating: "0", count: 64)), hidden("favorite", row.favorite.isPressed ? "false" : "true"),
                hidden("return_to", "/search?q=batman"),
                .element(named: "button", nodes: [
                    .attribute(named: "type", value: "submit"), .class("heart"),
                    .attribute(named: "data-movie-id", value: String(row.id)),
                    .attribute(named: "aria-pressed", value: row.favorite.isPressed ? "true" : "false"),
                    .attribute(named: "aria-label", value: row.favorite.label),
                    .raw(#"<svg aria-hidden="true" width="24" height="24"><use href="/assets/icons.svg#heart"/></svg>"#),
                ]),
            ]),
        ])
    }

    private static func hidden(_ name: String, _ value: String) -> Node<HTML.BodyContext> {
        .element(named: "input", attributes: [
            .attribute(named: "type", value: "hidden"), .attribute(named: "name", value: name), .attribute(named: "value", value: value),
        ] as [Attribute<HTML.BodyContext>])
    }
}
