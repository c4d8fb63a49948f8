import MarqueeCore

/// The words of the lists' pages: the lists, a list, "Add to a list", sharing and a shared list.
enum ListsPageText: String, MessageKey {
    static let table = "listsPage"

    /// The lists' page: its title, heading, notices, empty state and a list's size.
    case title, yourLists, listDeleted, undo, empty, shared
    /// The new list's form.
    case newList, name, description, optional, makeList
    /// "Add to a list": its title, each button and its name for screen readers.
    case addToList, add, addTo
    /// A list's page.
    case listEmpty, note, saveNote, moveUp, moveDown, takeOff, takeOffLabel, nameAndDescription, save, deleteList
    /// Sharing.
    case share, anyoneWithLink, indexable, notIndexable, stopSharing, shareIntro, letSearchEngines, shareByLink
    /// A shared list's page and its Open Graph line.
    case sharedFrom, openGraph, openGraphFirst
    /// What a list's page says was just done (``ListNotice``).
    case created, added, alreadyOnList, saved, nowShared, unshared
    /// Refusals.
    case formUnreadable, chooseList, noSharedList, noLongerShared
}
