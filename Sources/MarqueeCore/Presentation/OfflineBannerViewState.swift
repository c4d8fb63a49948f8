import Foundation

/// "Offline: showing results saved at …": the page shows a saved copy.
public struct OfflineBannerViewState: Sendable, Hashable {
    /// The words before the saving time.
    public let prefix: String
    /// The saving time in UTC, for people without the page script.
    public let timeText: String
    /// The saving time as ISO 8601, which the page script turns into local time.
    public let timeISO: String
    /// The words after the saving time: ". Marquee will show fresh films…".
    public let suffix: String

    /// Builds the banner for a copy saved at `savedAt`, in `localizer`'s language.
    public init(savedAt: Date, localizer: Localizer) {
        // The catalog writes the notice whole, "… saved at %@. …", so a translation may move
        // the time; the page puts the time in a `<time>` between the two parts.
        let notice = localizer[OfflineBannerText.savedAt]
        let time = notice.range(of: "%@")
        let before = time.map { notice[..<$0.lowerBound] } ?? notice[...]
        prefix = String(before.hasSuffix(" ") ? before.dropLast() : before)
        suffix = time.map { String(notice[$0.upperBound...]) } ?? ""
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: savedAt)
        let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
        let date = ReleaseDate("\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))")
        timeText = localizer(OfflineBannerText.time, "\(two(parts.hour)):\(two(parts.minute))", ReleaseDateText.long(date, in: localizer))
        timeISO = ISO8601DateFormatter().string(from: savedAt)
    }
}
