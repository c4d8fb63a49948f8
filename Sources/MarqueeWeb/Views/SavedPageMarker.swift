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
    /// and `-._~` percent-encoded: nothing in it needs escaping in an attribute, and it holds no
    /// quote. Written byte by byte: `JSONEncoder` and `addingPercentEncoding` took 3.7% of a
    /// search page's CPU under load (perf, 2026-11-27) for two short strings.
    static func encoded(title: String, back: String?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 * (title.utf8.count + (back?.utf8.count ?? 0)) + 64)
        func percent(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            }
        }
        func escaped(_ escape: String) {
            for byte in escape.utf8 { percent(byte) }
        }
        func json(_ text: String) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): percent(UInt8(ascii: "\\")); percent(byte)
                case UInt8(ascii: "\n"): escaped("\\n")
                case UInt8(ascii: "\r"): escaped("\\r")
                case UInt8(ascii: "\t"): escaped("\\t")
                case 0..<0x20: escaped("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
                default: percent(byte)
                }
            }
        }
        func string(_ text: String) {
            percent(UInt8(ascii: "\""))
            json(text)
            percent(UInt8(ascii: "\""))
        }
        percent(UInt8(ascii: "{"))
        if let back {
            string("back")
            percent(UInt8(ascii: ":"))
            string(back)
            percent(UInt8(ascii: ","))
        }
        string("title")
        percent(UInt8(ascii: ":"))
        string(title)
        percent(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
