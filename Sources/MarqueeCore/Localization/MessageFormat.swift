/// Fills a catalog's text with its arguments: `%@` takes the next argument, `%1$@` the first,
/// `%%` is a percent sign. Arguments are always text (numbers come formatted by the
/// ``Localizer``), so a translation that moves or drops one cannot crash as `String(format:)`
/// would.
public enum MessageFormat {
    public static func fill(_ template: String, with arguments: [String]) -> String {
        guard !arguments.isEmpty || template.utf8.contains(percent) else { return template }
        // One pass over the template's UTF-8, every placeholder an ASCII run: a page fills a few
        // hundred messages, and walking `Character`s cost 6% of a search page's CPU.
        var result: [UInt8] = []
        result.reserveCapacity(template.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
        let bytes = Array(template.utf8)
        var next = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == percent, index + 1 < bytes.count else {
                result.append(byte)
                index += 1
                continue
            }
            let following = bytes[index + 1]
            if following == percent {
                result.append(percent)
                index += 2
            } else if following == at {
                if next < arguments.count { result.append(contentsOf: arguments[next].utf8) }
                next += 1
                index += 2
            } else if let (position, end) = positional(bytes, from: index + 1) {
                if position >= 1, position <= arguments.count { result.append(contentsOf: arguments[position - 1].utf8) }
                index = end
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let percent = UInt8(ascii: "%"), at = UInt8(ascii: "@"), dollar = UInt8(ascii: "$")

    /// The position of a `%N$@` whose digits start at `start`, and the index after its `@`.
    private static func positional(_ bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var index = start
        var position = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            position = position * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, index + 1 < bytes.count, bytes[index] == dollar, bytes[index + 1] == at else { return nil }
        return (position, index + 2)
    }

    /// How many arguments `template` takes (the highest position, or the number of `%@`).
    public static func argumentCount(of template: String) -> Int {
        var plain = 0
        var highest = 0
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                rest = after.dropFirst()
            } else if after.hasPrefix("@") {
                plain += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]) {
                highest = max(highest, position)
                rest = after[after.index(after: dollar)...]
            } else {
                rest = after
            }
        }
        return max(plain, highest)
    }
}
