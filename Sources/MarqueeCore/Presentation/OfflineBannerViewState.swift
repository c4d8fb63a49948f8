import Foundation

/// "Offline: showing results saved at …": the page shows a saved copy.
public struct OfflineBannerViewState: Sendable, Hashable {
    /// The words before the saving time.
    public let prefix: String
    /// The saving time in UTC, for people without the page script.
    public let timeText: String
    /// The saving time as ISO 8601, which the page script turns into local time.
    public let timeISO: String

    /// Builds the banner for a copy saved at `savedAt`.
    public init(savedAt: Date) {
        prefix = "Offline: showing results saved at"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: savedAt)
        let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
        let date = ReleaseDate("\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))")
        timeText = "\(two(parts.hour)):\(two(parts.minute)) UTC on \(ReleaseDateText.long(date))"
        timeISO = ISO8601DateFormatter().string(from: savedAt)
    }
}
