/// Something a ``Route`` writes its address into: the HTML writer (inside an attribute) or a
/// plain string for a `Location` header.
protocol URLWriting {
    /// A fixed part of the path or query, written in the source code.
    mutating func pathLiteral(_ literal: StaticString)
    /// A whole number in the path or query.
    mutating func number(_ value: Int)
    /// A query value from anywhere, percent-encoded as a form value.
    mutating func queryValue(_ value: String)
    /// The `&` between query parameters.
    mutating func parameterSeparator()
    /// A path segment Marquee made itself, such as a hashed asset name or a checked image path.
    mutating func trustedPath(_ value: String)
}

/// A route's address as a plain string, for headers and tests.
struct URLString: URLWriting {
    private(set) var bytes: [UInt8] = []

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func pathLiteral(_ literal: StaticString) { literal.withUTF8Buffer { bytes.append(contentsOf: $0) } }
    mutating func number(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }
    mutating func queryValue(_ value: String) { URLEncoding.append(value, to: &bytes) }
    mutating func parameterSeparator() { bytes.append(UInt8(ascii: "&")) }
    mutating func trustedPath(_ value: String) { bytes.append(contentsOf: value.utf8) }
}

/// Form encoding of query values (`application/x-www-form-urlencoded`, as a browser sends a
/// GET form): unreserved bytes stay, a space becomes `+`, everything else `%XX`.
enum URLEncoding {
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    static func append(_ value: String, to bytes: inout [UInt8]) {
        append(value.utf8, to: &bytes)
    }

    /// `value` encoded; with `spaceAsPlus` false a space is `%20` too, as `decodeURIComponent`
    /// reads it.
    static func append(_ value: some Sequence<UInt8>, to bytes: inout [UInt8], spaceAsPlus: Bool = true) {
        for byte in value {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            case UInt8(ascii: " ") where spaceAsPlus:
                bytes.append(UInt8(ascii: "+"))
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }
}
