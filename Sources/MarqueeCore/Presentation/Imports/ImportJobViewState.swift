import Foundation

/// What an import's page shows at each stage: the progress of matching, then the summary with a
/// pick for each film that fits several, then what was written, or why it stopped.
public struct ImportJobViewState: Sendable, Hashable {
    /// The job, for the page's address.
    public let id: String
    /// The file's name.
    public let fileName: String
    public let stage: Stage

    public enum Stage: Sendable, Hashable {
        /// Matching: `done` of `total` films.
        case matching(done: Int, total: Int)
        /// Waiting for the person's say.
        case ready(Summary)
        /// Being written: `done` of `total` films' pages read.
        case writing(done: Int, total: Int)
        /// Written.
        case written(lines: [String], unmatched: Int)
        /// Stopped; nothing written.
        case failed(message: String)
    }

    /// The summary before anything is written.
    public struct Summary: Sendable, Hashable {
        /// "From Letterboxd: 339 viewings, …", then how the films matched.
        public let lines: [String]
        /// Each film that fits several, to pick for.
        public let choices: [Choice]
        /// "diary.csv, row 14: …", the rows that could not be read (the first 200).
        public let rejected: [String]
        /// How many rows could not be read in all.
        public let rejectedCount: Int
        /// Whether anything would be written.
        public let hasAnything: Bool
    }

    /// A film that fits several of the catalog's: the person picks one, or none.
    public struct Choice: Sendable, Hashable {
        /// Its position among the choices, which the form's field names carry (`pick-3`).
        public let index: Int
        /// "Heat (1995)", as the export named it.
        public let label: String
        /// Each candidate's id and "Heat · December 15, 1995".
        public let candidates: [Candidate]
    }

    public struct Candidate: Sendable, Hashable {
        public let movieID: Int
        public let label: String
    }

    /// How many unreadable rows the page lists.
    static let rejectedShown = 200

    /// The page of `job`, in `localizer`'s language.
    public init(_ job: ImportJob, localizer: Localizer) {
        id = job.id
        fileName = job.fileName
        switch job.state {
        case .matching:
            stage = .matching(done: job.done, total: job.total)
        case .writing:
            stage = .writing(done: job.done, total: job.total)
        case .failed:
            stage = .failed(message: job.failure?.message(in: localizer) ?? localizer[ImportText.stopped])
        case .ready:
            guard let preview = job.preview else {
                stage = .failed(message: localizer[ImportText.stopped])
                return
            }
            stage = .ready(Self.summary(preview, localizer))
        case .written:
            let result = job.result ?? ImportResult()
            var lines = [localizer(ImportText.added, localizer.count(result.viewingsAdded, YourFilmsText.viewings),
                                   localizer.count(result.watchlistAdded, YourFilmsText.films), localizer.count(result.heartsAdded, YourFilmsText.hearts))]
            if result.lists > 0 { lines.append(localizer(ImportText.listsWritten, localizer.count(result.lists, YourFilmsText.lists))) }
            if result.viewingsAlreadyKept > 0 { lines.append(localizer.count(result.viewingsAlreadyKept, ImportText.alreadyKept)) }
            stage = .written(lines: lines, unmatched: result.filmsUnmatched)
        }
    }

    /// The films that fit several of the catalog's, in the order the file first names them:
    /// the choices' order, which a pick's field name refers to.
    public static func filmsToPick(_ preview: ImportPreview) -> [(film: ImportedFilm, candidates: [Movie])] {
        preview.batch.films.compactMap { film in
            guard case let .several(movies) = preview.matches[film] else { return nil }
            return (film, movies)
        }
    }

    /// The picks a form sent (`pick-3` = a candidate's id; another value, or none, keeps the
    /// film by its name and year).
    public static func picks(_ fields: [String: String], of preview: ImportPreview) -> [ImportedFilm: Int] {
        var picks: [ImportedFilm: Int] = [:]
        for (index, choice) in filmsToPick(preview).enumerated() {
            guard let id = fields["pick-\(index)"].flatMap({ Int($0) }), choice.candidates.contains(where: { $0.id == id }) else { continue }
            picks[choice.film] = id
        }
        return picks
    }

    private static func summary(_ preview: ImportPreview, _ text: Localizer) -> Summary {
        let summary = preview.summary
        var read = [text.count(summary.viewings, YourFilmsText.viewings), text.count(summary.ratings, YourFilmsText.ratings),
                    text(ImportText.toWatch, text.count(summary.watchlist, YourFilmsText.films)), text.count(summary.hearts, YourFilmsText.hearts)]
        if summary.watched > 0 { read.append(text(ImportText.watchedWithoutDay, text.count(summary.watched, YourFilmsText.films))) }
        if summary.lists > 0 { read.append(text.count(summary.lists, YourFilmsText.lists)) }
        var lines = [text(ImportText.readFrom, summary.source.name, read.joined(separator: ", "))]
        lines.append(text(ImportText.matchedOne, text.count(summary.filmsMatched, YourFilmsText.films)))
        if summary.filmsWithSeveral == 1 { lines.append(text[ImportText.oneFitsSeveral]) }
        if summary.filmsWithSeveral > 1 { lines.append(text(ImportText.severalFit, text.count(summary.filmsWithSeveral, YourFilmsText.films))) }
        if summary.filmsUnmatched > 0 { lines.append(text(ImportText.matchedNone, text.count(summary.filmsUnmatched, YourFilmsText.films))) }
        if summary.skippedNonFilms > 0 { lines.append(text(ImportText.seriesLeftOut, text.count(summary.skippedNonFilms, YourFilmsText.rows))) }
        let choices = filmsToPick(preview).enumerated().map { index, choice in
            Choice(index: index, label: choice.film.label, candidates: choice.candidates.map {
                Candidate(movieID: $0.id, label: $0.title + " · " + ReleaseDateText.long($0.releaseDate, in: text))
            })
        }
        let rejected = preview.batch.rejected
        return Summary(
            lines: lines, choices: choices,
            rejected: rejected.prefix(rejectedShown).map { text(ImportText.rejectedRow, $0.file, String($0.line), $0.reason(in: text)) },
            rejectedCount: rejected.count,
            hasAnything: summary.viewings + summary.ratings + summary.watchlist + summary.hearts + summary.watched > 0
        )
    }

    /// "1,200 of 5,000 films".
    public static func progress(done: Int, of total: Int, in localizer: Localizer) -> String {
        localizer(ImportText.progress, localizer.number(done), localizer.count(total, YourFilmsText.films))
    }
}
