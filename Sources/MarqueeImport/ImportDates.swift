import Foundation
import MarqueeCore

/// The days exports write, read as calendar days: `2025-03-12`, a timestamp
/// (`2024-09-10T13:52:56.000Z`, its day in UTC), IMDb's `3/12/2025` (month first, as a
/// spreadsheet re-saves it) and its old `Thu Aug 14 16:20:52 2014`.
enum ImportDates {
    static func day(_ text: String) -> WatchDate? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.utf8.count >= 10, let day = WatchDate(String(text.prefix(10))), text.utf8.count == 10 || text.dropFirst(10).first == "T" {
            return day
        }
        let parts = text.split(separator: "/")
        if parts.count == 3, let month = Int(parts[0]), let day = Int(parts[1]), parts[2].count == 4, let year = Int(parts[2]) {
            return WatchDate(String(format: "%04d-%02d-%02d", year, month, day))
        }
        let words = text.split(separator: " ")
        if words.count == 5, let month = months.firstIndex(of: String(words[1])), let day = Int(words[2]), let year = Int(words[4]) {
            return WatchDate(String(format: "%04d-%02d-%02d", year, month + 1, day))
        }
        return nil
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A year of four digits, or nil.
    static func year(_ text: String) -> Int? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.utf8.count == 4, let year = Int(text), year > 1800 else { return nil }
        return year
    }
}
