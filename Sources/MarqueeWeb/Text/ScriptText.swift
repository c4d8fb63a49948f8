import MarqueeCore

/// The words the page scripts write: toasts, banners, the labels of buttons they make, what a
/// screen reader hears of what they change. They reach the scripts in a module of their own per
/// language (``PageTextScript``), read by `page-text.js` as `text("undo")`, `count(n, "stars")`.
///
/// A count (``isCounted``) is written once per plural category of each language
/// (`"scripts.stars.one"`, `"scripts.stars.other"`); ``ordinal`` once per ordinal category
/// (English: `.one` "1st", `.two` "2nd", `.few` "3rd", `.other` "4th"; Malay: `.other` "ke-4").
enum ScriptText: String, MessageKey {
    static let table = "scripts"

    // The connection (connection.js), a saved copy (saved-copy.js), the offline page's lists (saved-pages.js).
    case connectionLost, backOnline
    /// "Offline: showing this page as you saw it at %@.", the time in a `<time>`.
    case savedCopy
    /// "saved %@", after a saved page's link.
    case savedAt
    case detailsNotSaved

    // Hearts and the Favorites screen (hearts.js, heart-display.js, favorite-rows.js, outbox.js, kept-hearts.js).
    case noFavorites
    /// "Removed “%@”.", with Undo.
    case removedFavorite
    case undo
    case willAddFavorite, willRemoveFavorite
    /// "%1$@: %2$@": a film's title, then why its change was refused.
    case titledError
    /// "“%@”": a film's title quoted in a message.
    case quoted
    /// ", ": between the titles of a list.
    case listSeparator
    /// One film put back as Marquee has it (back in, back out of the favorites); several.
    case heartRefusedBackIn, heartRefusedBackOut, heartsRefused
    /// A change kept while someone else was signed in: a heart's, a film's own.
    case signedInDifferentlyHeart, signedInDifferentlyChange
    case reload

    // Sending a change (network.js).
    case unreachable, unreachableMoment, notSaved

    // A person's own film (your-film.js, journal-changes.js, journal-summary.js, waiting-viewing.js).
    case thisFilm
    /// "Watched %@", the day.
    case watchedOn
    /// "%1$@ %2$@ %3$@": a day's number, its month's name, its year ("12 March 2025").
    case longDay
    /// "%@ time", the ordinal ("2nd time").
    case timesWatched
    /// "%@st", "%@nd", "%@rd", "%@th", by ordinal category.
    case ordinal
    case ratingHalf
    /// "%@ star", "%@ stars" (a count).
    case stars
    /// "Your rating: %@".
    case yourRating
    case addedToWatchlist, takenOffWatchlist, viewingDeleted, viewingPutBack, saved, logged, loggedTookOffWatchlist
    /// What waits on the device: a watchlist mark on and off, a deletion and its Undo, an edit, a new log.
    case waitingWatchlistOn, waitingWatchlistOff, waitingDelete, waitingPutBack, waitingEdit, waitingLog, waitingLogOffWatchlist
    /// "Your offline change(s) to %2$@ was (were) not saved. %3$@" (a count of the changes).
    case changesRefused
    case waitingToBeSent, save, edit, delete, yourViewings

    // A list's order (list-order.js).
    case listNotChanged
    /// "Moved %1$@ to place %2$@ of %3$@."
    case moved
    /// "Drag to move %@", a handle's name.
    case dragToMove
    case theFilm

    // Results and pages (live-results.js, pager.js, import-progress.js).
    case resultsNotLoaded, loadMoreAgain, nextPageNotLoaded
    /// "%2$@ of %1$@ films": films matched of the import's total (a count of the total).
    case importCount

    // A new version (updates.js).
    case updateReady, reloadToUpdate, updated

    /// Whether the key is a count, written once per plural category.
    var isCounted: Bool {
        switch self {
        case .stars, .changesRefused, .importCount, .ordinal: true
        default: false
        }
    }
}
