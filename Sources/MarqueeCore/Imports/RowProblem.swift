import Foundation

/// Why a row of an export could not be read, kept as what was found (not as words) so that the
/// page says it in the person's language.
public enum RowProblem: Sendable, Hashable, Codable {
    /// No title (IMDb, Trakt).
    case noTitle
    /// No film name (Letterboxd's export).
    case noFilmName
    /// No film title (Letterboxd's import format).
    case noFilmTitle
    /// A rating that is not from 1 to 10.
    case ratingNotOutOfTen(given: String)
    /// A rating that is not half a star to five stars.
    case ratingNotInStars(given: String)
    /// A day that is not written `YYYY-MM-DD`.
    case notADay(given: String)
    /// A time that is not one Trakt writes.
    case notATraktTime(given: String)
    /// A Trakt item neither watched, rated nor listed.
    case nothingDone
    /// An item of Marquee's own export: its list, its number in it (from 1), and what is wrong.
    case item(ExportItem, number: Int, ItemProblem)
    /// A row kept before its reason was kept as a problem.
    case unreadable

    /// The lists of Marquee's own export.
    public enum ExportItem: String, Sendable, Hashable, Codable {
        case viewing, rating, watchlistFilm, heart, list
    }

    /// What is wrong with an item of Marquee's own export.
    public enum ItemProblem: Sendable, Hashable, Codable {
        case noTitle, noName
        case notADay(given: String)
        /// The rating given, or nil when the item has none.
        case ratingNotInStars(given: String?)
    }

    /// The reason in words: "The rating “7” is not half a star to five stars."
    public func reason(in localizer: Localizer) -> String {
        switch self {
        case .noTitle: localizer[ImportText.noTitle]
        case .noFilmName: localizer[ImportText.noFilmName]
        case .noFilmTitle: localizer[ImportText.noFilmTitle]
        case let .ratingNotOutOfTen(given): localizer(ImportText.ratingNotOutOfTen, given)
        case let .ratingNotInStars(given): localizer(ImportText.ratingNotInStars, given)
        case let .notADay(given): localizer(ImportText.notADay, given)
        case let .notATraktTime(given): localizer(ImportText.notATraktTime, given)
        case .nothingDone: localizer[ImportText.nothingDone]
        case .unreadable: localizer[ImportText.unreadableRow]
        case let .item(list, number, problem): problem.reason(of: localizer[list.key], String(number), in: localizer)
        }
    }
}

extension RowProblem.ItemProblem {
    /// "Viewing 3: no title.", for the item `number` of the list named `item`.
    func reason(of item: String, _ number: String, in localizer: Localizer) -> String {
        switch self {
        case .noTitle: localizer(ImportText.itemNoTitle, item, number)
        case .noName: localizer(ImportText.itemNoName, item, number)
        case let .notADay(given): localizer(ImportText.itemNotADay, item, number, given)
        case let .ratingNotInStars(given): localizer(ImportText.itemRatingNotInStars, item, number, given ?? localizer[ImportText.noRating])
        }
    }
}

extension RowProblem.ExportItem {
    var key: ImportText {
        switch self {
        case .viewing: .itemViewing
        case .rating: .itemRating
        case .watchlistFilm: .itemWatchlistFilm
        case .heart: .itemHeart
        case .list: .itemList
        }
    }
}
