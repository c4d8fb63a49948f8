import MarqueeCore

/// Builds an HTML document as UTF-8 bytes, escaping by construction.
///
/// Markup comes only from `StaticString` literals, which a request cannot change; every
/// dynamic value goes through the call for its context: ``text(_:)`` between tags,
/// ``attribute(_:)`` inside a quoted attribute value, ``link(_:)`` for an `href`, `src` or
/// `action`, which takes a ``Route`` and never a string. So no code path writes unescaped
/// dynamic text.
///
/// Words come from the message catalogs through the writer's ``localizer``: ``text(_:)-(Key)``
/// writes a key's message, escaped like any other text.
///
/// ```swift
/// var html = HTMLWriter(localizer: .english)
/// html.markup("<a href=\"")
/// html.link(.movie(id: 155))
/// html.markup("\">")
/// html.text("Batman <Begins>")   // Batman &lt;Begins&gt;
/// html.markup("</a>")
/// ```
struct HTMLWriter: URLWriting {
    /// The document so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// The language the page's words are written in.
    let localizer: Localizer

    /// A writer with room for `capacity` bytes, so a page is written without growing.
    init(capacity: Int = 16 * 1024, localizer: Localizer) {
        self.localizer = localizer
        bytes.reserveCapacity(capacity)
    }

    /// Appends markup written in the source code.
    mutating func markup(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends what another writer wrote (``WrittenMarkup``), as it was written.
    mutating func markup(_ written: WrittenMarkup) {
        bytes.append(contentsOf: written.bytes)
    }

    /// Appends text content: `&`, `<` and `>` become references; control characters, which
    /// HTML forbids, are dropped.
    mutating func text(_ value: String) {
        escape(value, inAttribute: false)
    }

    /// Appends an attribute value to be written between double quotes: quotes of both kinds
    /// are escaped too.
    mutating func attribute(_ value: String) {
        escape(value, inAttribute: true)
    }

    /// Appends the message of `key` as text.
    mutating func text<Key: MessageKey>(_ key: Key) {
        text(localizer[key])
    }

    /// Appends the message of `key` as an attribute value (an `aria-label`, a `placeholder`).
    mutating func attribute<Key: MessageKey>(_ key: Key) {
        attribute(localizer[key])
    }

    /// Appends a film's title as text, with a line-break opportunity (`<wbr>`) after each `/`:
    /// "Superman/Batman: Apocalypse" may wrap at the slash, where every engine agrees it can,
    /// rather than inside a word.
    mutating func title(_ value: String) {
        var first = true
        for part in value.split(separator: "/", omittingEmptySubsequences: false) {
            if !first { markup("/<wbr>") }
            text(String(part))
            first = false
        }
    }

    /// Appends ` id="…"` for an element the page scripts find (``ElementID``).
    mutating func id(_ id: ElementID) {
        markup(" id=\"")
        attribute(id.rawValue)
        markup("\"")
    }

    /// Appends a whole number in decimal.
    mutating func number(_ value: Int) {
        // A string of a few digits is stored inline: no allocation.
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends the address of `route`, ready for a quoted attribute (`&` between query
    /// parameters is written `&amp;`).
    mutating func link(_ route: Route) {
        route.write(to: &self)
    }

    // MARK: URLWriting

    mutating func pathLiteral(_ literal: StaticString) { markup(literal) }

    mutating func queryValue(_ value: String) {
        URLEncoding.append(value, to: &bytes)
    }

    mutating func parameterSeparator() { markup("&amp;") }

    mutating func trustedPath(_ value: String) { attribute(value) }

    // MARK: Escaping

    private mutating func escape(_ value: String, inAttribute: Bool) {
        var value = value
        value.withUTF8 { source in
            var runStart = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                if Self.isPlain(byte, inAttribute: inAttribute) {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                index += 1
                switch byte {
                case UInt8(ascii: "&"): markup("&amp;")
                case UInt8(ascii: "<"): markup("&lt;")
                case UInt8(ascii: ">"): markup("&gt;")
                case UInt8(ascii: "\""): markup("&quot;")
                case UInt8(ascii: "'"): markup("&#39;")
                case 0xC2:
                    // U+0080...U+009F are control characters too: drop them, keep "©" and the like.
                    if index < source.count, (0x80...0x9F).contains(source[index]) {
                        index += 1
                    } else {
                        bytes.append(byte)
                    }
                default:
                    break // C0 controls and DEL: dropped.
                }
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
        }
    }

    @inline(__always)
    private static func isPlain(_ byte: UInt8, inAttribute: Bool) -> Bool {
        switch byte {
        case 0x3F...: byte != 0x7F && byte != 0xC2
        case 0x20...:
            byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && !(inAttribute && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
        default: byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
    }
}

/// Markup an ``HTMLWriter`` wrote, to be written again as it is (``ListMarkup``). Only a writer
/// makes one, so it holds nothing that escaped the writer's escaping.
struct WrittenMarkup: Sendable {
    fileprivate let bytes: [UInt8]

    /// What `write` writes, in `localizer`'s language, into a writer of its own.
    init(localizer: Localizer, _ write: (inout HTMLWriter) -> Void) {
        var html = HTMLWriter(capacity: 1024, localizer: localizer)
        write(&html)
        bytes = html.bytes
    }
}
