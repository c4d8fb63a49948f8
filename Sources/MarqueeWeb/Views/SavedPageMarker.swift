import Foundation

/// What the service worker reads from a page it saves for offline use: the page's title (for
/// the offline page's list) and, for a page opened from a list, where its "Back" leads (so
/// forgetting searches also forgets a film opened from one). One `<meta>` in the head, whose
/// content is percent-encoded JSON: the worker finds it by its fixed ``opening`` (handed to it
/// in `MARQUEE.pageMarker`) and reads to the next quote, never parsing the markup.
struct SavedPageMarker: HTMLComponent {
    /// How the marker begins, exactly as written.
    static let opening: StaticString = "<meta name=\"marquee-page\" content=\""

    private struct Facts: Encodable {
        let title: String
        let back: String?
    }

    let title: String
    let back: Route?

    func write(to html: inout HTMLWriter) {
        html.markup(Self.opening)
        html.attribute(Self.encoded(Facts(title: title, back: back?.url)))
        html.markup("\">\n")
    }

    /// JSON with every byte but letters, digits and `-._~` percent-encoded: nothing in it needs
    /// escaping in an attribute, and it holds no quote.
    private static func encoded(_ facts: Facts) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: (try? encoder.encode(facts)) ?? Data("{}".utf8), as: UTF8.self)
        return json.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
