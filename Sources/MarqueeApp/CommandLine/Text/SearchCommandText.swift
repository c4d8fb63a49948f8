import MarqueeCore

/// What `marquee search` prints.
public enum SearchCommandText: String, MessageKey {
    public static let table = "searchCommand"

    /// Nothing matches the words, on stderr.
    case nothingFound
    /// The table's heading of the titles.
    case title
    /// The table's heading of the release dates.
    case released
    /// The page and the total of results, for a total English calls one (`footer.one`) and for
    /// any other (`footer.other`): a count key whose count is written in plain digits
    /// ("10000 results"), as the command line writes its numbers, so it is read by
    /// ``footer(_:page:of:query:in:)`` rather than ``Localizer/count(_:_:_:)``.
    case footerOne = "footer.one"
    case footerOther = "footer.other"

    /// The footer's two entries are one count key, `searchCommand.footer`, to the catalogs' test.
    public static var catalogKeys: [String] {
        allCases.filter { $0 != .footerOne && $0 != .footerOther }.map(\.catalogKey) + ["\(table).footer"]
    }

    /// "Page 1 of 70 · 1384 results for “batman”", in the plural `localizer`'s language gives
    /// `total`: a language whose only category is "other" (Malay) reads `footer.other` alone.
    public static func footer(_ total: Int, page: Int, of pages: Int, query: String, in localizer: Localizer) -> String {
        let key: Self = localizer.language.plural.category(of: total) == .one ? .footerOne : .footerOther
        return localizer(key, String(page), String(pages), String(total), query)
    }
}
