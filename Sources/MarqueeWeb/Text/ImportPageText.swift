import MarqueeCore

/// The words of import and export: the upload, an import's progress, summary and picks, the
/// films not matched yet and their match by hand, and the download.
enum ImportPageText: String, MessageKey {
    static let table = "importPage"

    /// The import and export page.
    case title, importYourFilms, importIntro, exportFile, readFile, notMatchedYet, unmatchedLink, exportYourFilms, exportIntro, download
    /// An import's page.
    case jobTitle, importing, matching, writing, confirm, nothingToImport, rowsNotRead, whichFilm, noneOfThese, seeDiary
    case unmatchedCount, findEach, chooseFile, reloads
    /// The films not matched yet.
    case matched, allMatched, unmatchedIntro
    /// One film not matched yet.
    case whichOfCatalog, searchByTitle, search, noCandidate, itIs, thisOne, allUnmatched
    /// Refusals.
    case chooseFileToImport, nothingImported, noImport, noUnmatched, chooseOne, uploadUnreadable
}
