/// The words of an import that Core writes: its summary and what it wrote, its progress, why it
/// stopped, why a file could not be read (``ImportError``) and why a row could not
/// (``RowProblem``).
public enum ImportText: String, MessageKey {
    public static let table = "import"

    /// Why a job stopped (``ImportJob/Failure``), or a stop with no reason kept.
    case stopped, stalledWhileMatching, stalledWhileWriting, notWritten, catalogUnreachable
    /// What was written: "Added 3 viewings to your diary, …", the lists, the viewings kept already (a count).
    case added, listsWritten, alreadyKept
    /// The summary: "From Letterboxd: 3 viewings, 2 ratings, …" and its parts.
    case readFrom, toWatch, watchedWithoutDay
    /// How the films matched.
    case matchedOne, oneFitsSeveral, severalFit, matchedNone, seriesLeftOut
    /// A row that could not be read: "diary.csv, row 14: No film name."
    case rejectedRow
    /// "1,200 of 5,000 films".
    case progress
    /// Why a file cannot be imported (``ImportError``).
    case unknownFormat, unknownColumns, notUTF8, tooLarge, tooManyRows, zipTooLarge, unsafePath, damaged, emptyExport, jobNotFound
    /// Why a row cannot be read (``RowProblem``).
    case noTitle, noFilmName, noFilmTitle, ratingNotOutOfTen, ratingNotInStars, notADay, notATraktTime, nothingDone, unreadableRow
    /// Why an item of Marquee's own export cannot be read: "Viewing 3: no title."
    case itemNoTitle, itemNoName, itemNotADay, itemRatingNotInStars
    /// A rating an item of Marquee's own export leaves out: "(none)".
    case noRating
    /// The lists of Marquee's own export, naming an item: "Viewing 3".
    case itemViewing, itemRating, itemWatchlistFilm, itemHeart, itemList
}
