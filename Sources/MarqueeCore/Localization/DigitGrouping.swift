import Foundation

/// How a locale writes a whole number's digits, read once from Foundation's locale data: its
/// grouping separator and group sizes ("1,024" in English and Malay; "1,00,000" where the
/// second group is of two).
struct DigitGrouping: Sendable {
    let separator: String
    let decimal: String
    let minus: String
    let size: Int
    let secondarySize: Int

    init(_ locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        separator = formatter.groupingSeparator ?? ","
        decimal = formatter.decimalSeparator ?? "."
        minus = formatter.minusSign ?? "-"
        size = formatter.groupingSize > 0 ? formatter.groupingSize : 3
        secondarySize = formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : size
    }

    /// `value` with its digits grouped.
    func write(_ value: Int) -> String {
        let digits = String(value.magnitude)
        guard digits.utf8.count > size else { return value < 0 ? minus + digits : digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        var groupSize = size
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -groupSize, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
            groupSize = secondarySize
        }
        return (value < 0 ? minus : "") + groups.reversed().joined(separator: separator)
    }

    /// `value` with at most `fractionDigits.upperBound` decimals and at least its lower bound,
    /// rounded as Foundation rounds (half to even, on the shortest decimal that reads back as
    /// `value`); nil for a value this does not write (not finite, or in exponent form), which
    /// the caller gives to Foundation.
    func write(_ value: Double, fractionDigits: ClosedRange<Int>) -> String? {
        guard value.isFinite else { return nil }
        let text = "\(value.magnitude)"
        guard !text.contains("e"), let point = text.firstIndex(of: ".") else { return nil }
        var digits = Array(text[..<point].utf8) + Array(text[text.index(after: point)...].utf8)
        let integerCount = text.distance(from: text.startIndex, to: point)
        var fractionCount = digits.count - integerCount
        if fractionCount > fractionDigits.upperBound {
            let cut = integerCount + fractionDigits.upperBound
            let rest = digits[cut...]
            let first = rest.first ?? UInt8(ascii: "0")
            let beyondHalf = first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && rest.dropFirst().contains { $0 != UInt8(ascii: "0") })
            let half = first == UInt8(ascii: "5") && !beyondHalf
            digits.removeSubrange(cut...)
            let lastIsOdd = digits.last.map { ($0 - UInt8(ascii: "0")) % 2 == 1 } ?? false
            if beyondHalf || (half && lastIsOdd) {
                var index = digits.count - 1
                while index >= 0 {
                    if digits[index] == UInt8(ascii: "9") { digits[index] = UInt8(ascii: "0"); index -= 1 } else { digits[index] += 1; break }
                }
                if index < 0 { digits.insert(UInt8(ascii: "1"), at: 0); return write(rounded: digits, integerCount: integerCount + 1, fractionDigits, negative: value < 0) }
            }
            fractionCount = fractionDigits.upperBound
        }
        return write(rounded: digits, integerCount: integerCount, fractionDigits, negative: value < 0)
    }

    private func write(rounded digits: [UInt8], integerCount: Int, _ fractionDigits: ClosedRange<Int>, negative: Bool) -> String? {
        guard let integer = Int(String(decoding: digits[..<integerCount], as: UTF8.self)) else { return nil }
        var fraction = digits[integerCount...]
        while fraction.count > fractionDigits.lowerBound, fraction.last == UInt8(ascii: "0") { fraction = fraction.dropLast() }
        while fraction.count < fractionDigits.lowerBound { fraction.append(UInt8(ascii: "0")) }
        // A negative value keeps its sign even when it rounds to zero ("-0"), as Foundation writes it.
        let sign = negative ? minus : ""
        let whole = write(integer)
        return fraction.isEmpty ? sign + whole : sign + whole + decimal + String(decoding: fraction, as: UTF8.self)
    }
}
