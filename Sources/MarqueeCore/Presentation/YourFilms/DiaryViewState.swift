import Foundation

/// The diary: viewings newest first, grouped by month, a page at a time.
public struct DiaryViewState: Sendable, Hashable {
    /// A month of viewings, with its heading ("March 2025").
    public struct Month: Sendable, Hashable {
        public let heading: String
        public let rows: [ViewingRowViewState]
    }

    /// The page's months, the latest first.
    public let months: [Month]
    /// Where the next page begins; nil on the last page.
    public let next: DiaryCursor?
    /// Whether this is the first page.
    public let isFirstPage: Bool
    /// Whether the diary has no viewing at all.
    public let isEmpty: Bool
    /// The years with viewings, for links to each year in review.
    public let years: [Int]

    /// A page of `viewings` (one more than a page is read, to know whether another follows),
    /// written in `localizer`'s language.
    public init(viewings: [Viewing], pageSize: Int, isFirstPage: Bool, years: [Int], localizer: Localizer) {
        let shown = Array(viewings.prefix(pageSize))
        // The viewings come the latest first, so each month's are together.
        var months: [(heading: String, rows: [ViewingRowViewState])] = []
        for viewing in shown {
            let heading = WatchDateText.month(viewing.watchedOn.month, of: viewing.watchedOn.year, in: localizer)
            if months.last?.heading != heading { months.append((heading, [])) }
            months[months.count - 1].rows.append(ViewingRowViewState(viewing, localizer: localizer))
        }
        self.months = months.map { Month(heading: $0.heading, rows: $0.rows) }
        next = viewings.count > pageSize ? shown.last.map(DiaryCursor.init(after:)) : nil
        self.isFirstPage = isFirstPage
        isEmpty = shown.isEmpty && isFirstPage
        self.years = years
    }
}
