/// Fills a catalog's text with its arguments: `%@` takes the next argument, `%1$@` the first,
/// `%%` is a percent sign. Arguments are always text (numbers come formatted by the
/// ``Localizer``), so a translation that moves or drops one cannot crash as `String(format:)`
/// would.
public enum MessageFormat {
    public static func fill(_ template: String, with arguments: [String]) -> String {
        guard !arguments.isEmpty || template.contains("%%") else { return template }
        var result = ""
        result.reserveCapacity(template.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var next = 0
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                result += "%"
                rest = after.dropFirst()
            } else if after.hasPrefix("@") {
                if next < arguments.count { result += arguments[next] }
                next += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]),
                      after[after.index(after: dollar)...].hasPrefix("@") {
                if position >= 1, position <= arguments.count { result += arguments[position - 1] }
                rest = after[after.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
                rest = after
            }
        }
        result += rest
        return result
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
