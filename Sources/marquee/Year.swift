import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore

/// `marquee year Y`: a year in review.
struct YearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "year",
        abstract: "Show a year of your films: totals, months, ratings, who and what you watched most."
    )

    @Argument(help: "The year, such as 2025.")
    var year: Int

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        guard YearInReview.validYears.contains(year) else {
            throw ValidationError(shared.localizer(YearCommandText.invalidYear, String(YearInReview.validYears.lowerBound), String(YearInReview.validYears.upperBound)))
        }
        let (review, years): (YearInReview, [Int]) = try await shared.withServices { services in
            let store = services.stores.yourFilms
            return (try await store.yearInReview(year, of: .localUser),
                    try await store.viewingYears(of: .localUser))
        }
        print(json ? YearReport.json(review) : YearReport.text(YearViewState(review, years: years, localizer: shared.localizer), in: shared.localizer))
    }
}

/// What `marquee year` prints.
enum YearReport {
    /// The widest a chart's bar is drawn, in characters.
    private static let barWidth = 30

    /// The year as the page shows it, in text: totals, a chart of each month and of the ratings,
    /// the top genres, directors and actors, and the films of note; in `localizer`'s language.
    static func text(_ state: YearViewState, in localizer: Localizer) -> String {
        typealias Text = YearCommandText
        guard !state.isEmpty else {
            let others = state.years.isEmpty ? "" : "\n" + localizer(Text.yearsWithViewings, state.years.map(String.init).joined(separator: ", "))
            return localizer(Text.nothingLogged, String(state.year)) + others
        }
        var lines = [localizer(Text.heading, String(state.year))]
        lines.append(localizer(Text.totals, String(state.films), String(state.viewings), state.hours))
        if let note = state.hoursNote { lines.append(note) }
        lines += ["", localizer[Text.filmsPerMonth]]
        lines += chart(state.months)
        if state.ratings.contains(where: { $0.value > 0 }) {
            lines += ["", localizer[Text.yourRatings]]
            lines += chart(state.ratings)
        }
        let tops: [(heading: Text, leaders: [YearViewState.Leader], showsID: Bool)] = [
            (.topGenres, state.genres, false), (.topDirectors, state.directors, true), (.topActors, state.actors, true),
        ]
        for top in tops where !top.leaders.isEmpty {
            let width = String(top.leaders.map(\.viewings).max() ?? 0).count
            lines += ["", localizer[top.heading]]
            lines += top.leaders.map { leader in
                "  \(pad(String(leader.viewings), to: width))  \(leader.name)" + (top.showsID ? " [\(leader.id)]" : "")
            }
        }
        if !state.highlights.isEmpty {
            lines += ["", localizer[Text.filmsOfNote]]
            lines += state.highlights.map { "  \($0.label): \($0.title) [\($0.movieID)] · \($0.detail)" }
        }
        return lines.joined(separator: "\n")
    }

    /// `{"year","films","viewings","minutes","hours","viewings_without_runtime",
    /// "viewings_per_month":[12],"ratings":[{"rating","viewings"}],"top_genres":[{"id","name","viewings"}],
    /// "top_directors","top_actors","longest","best_rated","first","last"}`; a film of note is
    /// `{"movie_id","title","release_date","viewing_id","watched_on","rating","runtime_minutes"}`,
    /// absent when the year has none.
    static func json(_ review: YearInReview) -> String {
        struct Leader: Encodable {
            let id: Int
            let name: String
            let viewings: Int
        }
        struct Rating: Encodable {
            let rating: Double
            let viewings: Int
        }
        struct Highlight: Encodable {
            let movieId: Int
            let title: String
            let releaseDate: String?
            let viewingId: String
            let watchedOn: String
            let rating: Double?
            let runtimeMinutes: Int?

            init?(_ entry: YearViewing?) {
                guard let entry else { return nil }
                movieId = entry.viewing.movie.id
                title = entry.viewing.movie.title
                releaseDate = entry.viewing.movie.releaseDate?.description
                viewingId = entry.viewing.id.rawValue
                watchedOn = entry.viewing.watchedOn.description
                rating = entry.viewing.rating?.stars
                runtimeMinutes = entry.film.runtime
            }
        }
        struct Body: Encodable {
            let year, films, viewings, minutes: Int
            let hours: Double
            let viewingsWithoutRuntime: Int
            let viewingsPerMonth: [Int]
            let ratings: [Rating]
            let topGenres, topDirectors, topActors: [Leader]
            let longest, bestRated, first, last: Highlight?
        }
        let ratings = zip(StarRating.all, review.ratingCounts).map { Rating(rating: $0.stars, viewings: $1) }
        let genres = review.topGenres.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        let directors = review.topDirectors.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        let actors = review.topActors.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        return CommandLineJSON.encode(Body(
            year: review.year, films: review.filmCount, viewings: review.viewingCount, minutes: review.minutes, hours: review.hours,
            viewingsWithoutRuntime: review.viewingsWithoutRuntime, viewingsPerMonth: review.viewingsPerMonth, ratings: ratings,
            topGenres: genres, topDirectors: directors, topActors: actors,
            longest: Highlight(review.longest), bestRated: Highlight(review.bestRated), first: Highlight(review.first), last: Highlight(review.last)
        ))
    }

    /// One bar a line: the label, the value, and a bar as long as the value (the largest drawn
    /// ``barWidth`` long, any value above nothing at least one).
    private static func chart(_ bars: [YearViewState.Bar]) -> [String] {
        let largest = bars.map(\.value).max() ?? 0
        let labelWidth = bars.map(\.label.count).max() ?? 0
        let valueWidth = String(largest).count
        return bars.map { bar in
            let length = largest > 0 && bar.value > 0 ? max(1, bar.value * barWidth / largest) : 0
            let line = "  \(bar.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0))  \(pad(String(bar.value), to: valueWidth))"
            return length > 0 ? "\(line)  \(String(repeating: "█", count: length))" : line
        }
    }

    /// `text` right-aligned in `width` characters.
    private static func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
