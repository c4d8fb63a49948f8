import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore

/// `marquee diary`: every viewing logged, the latest first.
struct Diary: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List your viewings, the latest first: of one year, or all.")

    @Option(help: "Only the viewings of this year, such as 2025.")
    var year: Int?

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        if let year, !YearInReview.validYears.contains(year) {
            throw ValidationError(shared.localizer(DiaryCommandText.invalidYear, String(YearInReview.validYears.lowerBound), String(YearInReview.validYears.upperBound)))
        }
        let viewings = try await shared.withServices { services in
            try await DiaryReport.viewings(in: services.stores.yourFilms, year: year)
        }
        print(json ? DiaryReport.json(viewings) : DiaryReport.text(viewings, year: year, in: shared.localizer))
    }
}

/// What `marquee diary` prints.
enum DiaryReport {
    /// How many viewings one read of the whole diary takes: a long diary is read in pages.
    private static let pageSize = 500

    /// The owner's viewings of `year` (all when nil), the latest first (by day watched, then
    /// when logged).
    static func viewings(in store: any YourFilmsStore, year: Int?) async throws -> [Viewing] {
        if let year {
            return try await store.viewings(inYear: year, of: .localUser).map(\.viewing).sorted {
                ($0.watchedOn, $0.loggedAt, $0.id.rawValue) > ($1.watchedOn, $1.loggedAt, $1.id.rawValue)
            }
        }
        var viewings: [Viewing] = []
        var cursor: DiaryCursor?
        while true {
            let page = try await store.diary(of: .localUser, after: cursor, limit: pageSize)
            viewings += page
            guard page.count == pageSize, let last = page.last else { return viewings }
            cursor = DiaryCursor(after: last)
        }
    }

    /// One viewing a line: `YYYY-MM-DD<TAB>Heat (1995) · ★★★½ · rewatch`, its review below,
    /// indented; or a sentence when there is none; in `localizer`'s language.
    static func text(_ viewings: [Viewing], year: Int?, in localizer: Localizer) -> String {
        guard !viewings.isEmpty else {
            return year.map { localizer(DiaryCommandText.noViewingsIn, String($0)) } ?? localizer[DiaryCommandText.noViewingsYet]
        }
        return viewings.map { viewing -> String in
            var parts = [YourFilmsCommandLine.title(viewing.movie)]
            if let rating = viewing.rating { parts.append(rating.symbols) }
            if viewing.isRewatch { parts.append(localizer[DiaryCommandText.rewatch]) }
            if !viewing.movie.isMatched { parts.append(localizer[FilmSummaryText.notMatchedYet].lowercased()) }
            var line = "\(viewing.watchedOn)\t" + parts.joined(separator: " · ")
            if let review = viewing.review {
                line += "\n" + YourFilmsCommandLine.printable(review).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "    \($0)" }.joined(separator: "\n")
            }
            return line
        }.joined(separator: "\n")
    }

    /// `[{"id","movie_id","title","release_date","watched_on","rating","review","rewatch",
    /// "ordinal","logged_at"}]`, the latest first.
    static func json(_ viewings: [Viewing]) -> String {
        CommandLineJSON.encode(viewings.map(YourFilmsCommandLine.ViewingRow.init))
    }
}
