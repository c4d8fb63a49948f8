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

    public init(_ job: ImportJob) {
        id = job.id
        fileName = job.fileName
        switch job.state {
        case .matching:
            stage = .matching(done: job.done, total: job.total)
        case .writing:
            stage = .writing(done: job.done, total: job.total)
        case .failed:
            stage = .failed(message: job.message ?? "This import stopped. Nothing was written: upload the file again.")
        case .ready:
            guard let preview = job.preview else {
                stage = .failed(message: "This import stopped. Nothing was written: upload the file again.")
                return
            }
            stage = .ready(Self.summary(preview))
        case .written:
            let result = job.result ?? ImportResult()
            var lines = ["Added \(CountText.of(result.viewingsAdded, "viewing")) to your diary, \(CountText.of(result.watchlistAdded, "film")) to your watchlist and \(CountText.of(result.heartsAdded, "heart"))."]
            if result.lists > 0 { lines.append("\(CountText.of(result.lists, "list")) written to your lists.") }
            if result.viewingsAlreadyKept > 0 {
                lines.append("\(CountText.of(result.viewingsAlreadyKept, "viewing")) you had already \(result.viewingsAlreadyKept == 1 ? "was" : "were") not added again.")
            }
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

    private static func summary(_ preview: ImportPreview) -> Summary {
        let summary = preview.summary
        var read = [CountText.of(summary.viewings, "viewing"), CountText.of(summary.ratings, "rating"), "\(CountText.of(summary.watchlist, "film")) to watch",
                    CountText.of(summary.hearts, "heart")]
        if summary.watched > 0 { read.append("\(CountText.of(summary.watched, "film")) marked watched without a day") }
        if summary.lists > 0 { read.append(CountText.of(summary.lists, "list")) }
        var lines = ["From \(summary.source.name): " + read.joined(separator: ", ") + "."]
        lines.append("\(CountText.of(summary.filmsMatched, "film")) matched one film of the catalog.")
        if summary.filmsWithSeveral == 1 { lines.append("1 film fits several: pick it below.") }
        if summary.filmsWithSeveral > 1 { lines.append("\(CountText.of(summary.filmsWithSeveral, "film")) fit several: pick each below.") }
        if summary.filmsUnmatched > 0 {
            lines.append("\(CountText.of(summary.filmsUnmatched, "film")) matched none. They are kept by their name and year, marked “Not matched yet”, and matched later.")
        }
        if summary.skippedNonFilms > 0 { lines.append("\(CountText.of(summary.skippedNonFilms, "row")) of series or episodes are left out.") }
        let choices = filmsToPick(preview).enumerated().map { index, choice in
            Choice(index: index, label: choice.film.label, candidates: choice.candidates.map {
                Candidate(movieID: $0.id, label: $0.title + " · " + ReleaseDateText.long($0.releaseDate))
            })
        }
        let rejected = preview.batch.rejected
        return Summary(
            lines: lines, choices: choices,
            rejected: rejected.prefix(rejectedShown).map { "\($0.file), row \($0.line): \($0.reason)" }, rejectedCount: rejected.count,
            hasAnything: summary.viewings + summary.ratings + summary.watchlist + summary.hearts + summary.watched > 0
        )
    }

    /// "1,200 of 5,000 films".
    public static func progress(done: Int, of total: Int) -> String {
        "\(done.formatted(.number.locale(Locale(identifier: "en_US")))) of \(CountText.of(total, "film"))"
    }
}
