import Foundation

/// What the service worker reads from a page it saves for offline use: the page's title (for
/// the offline page's list) and, for a page opened from a list, where its "Back" leads (so
/// forgetting searches also forgets a film opened from one). One `<meta>` in the head, whose
/// content is percent-encoded JSON: the worker finds it by its fixed ``opening`` (handed to it
/// in `MARQUEE.pageMarker`) and reads to the next quote, never parsing the markup.
struct SavedPageMarker: HTMLComponent {
    /// How the marker begins, exactly as written.
    static let opening: StaticString = "<meta name=\"marquee-page\" content=\""

    let title: String
    let back: Route?

    func write(to html: inout HTMLWriter) {
        html.markup(Self.opening)
        html.attribute(Self.encoded(title: title, back: back?.url))
        html.markup("\">\n")
    }

    /// `{"back":…,"title":…}` (no "back" when there is none), with every byte but letters, digits
    /// and `-._~` percent-encoded (`URLEncoding`, a space as `%20`): nothing in it needs escaping in
    /// an attribute, and it holds no quote. Written byte by byte: `JSONEncoder` and
    /// `addingPercentEncoding` took 3.7% of a search page's CPU under load (perf, 2026-11-27) for
    /// two short strings.
    static func encoded(title: String, back: String?) -> String {
        var json: [UInt8] = []
        func string(_ text: String) {
            json.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): json += [UInt8(ascii: "\\"), byte]
                case UInt8(ascii: "\n"): json += Array("\\n".utf8)
                case UInt8(ascii: "\r"): json += Array("\\r".utf8)
                case UInt8(ascii: "\t"): json += Array("\\t".utf8)
                case 0..<0x20: json += Array(("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
                default: json.append(byte)
                }
            }
            json.append(UInt8(ascii: "\""))
        }
        json.append(UInt8(ascii: "{"))
        if let back {
            string("back")
            json.append(UInt8(ascii: ":"))
            string(back)
            json.append(UInt8(ascii: ","))
        }
        string("title")
        json.append(UInt8(ascii: ":"))
        string(title)
        json.append(UInt8(ascii: "}"))
        var encoded: [UInt8] = []
        encoded.reserveCapacity(3 * json.count)
        URLEncoding.append(json, to: &encoded, spaceAsPlus: false)
        return String(decoding: encoded, as: UTF8.self)
    }
}
