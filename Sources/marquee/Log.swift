import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore

/// `marquee log ID`: a viewing of a film, into the diary.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log a viewing of a film, with a rating and a review.",
        discussion: """
            Each run logs a new viewing: a film logged again is marked as a rewatch, and taken off \
            the watchlist if it was on it. A bad value is refused and nothing is written.
            """
    )

    @Argument(help: "The film's TMDB id.")
    var id: Int

    @Option(help: "The day you watched it, as YYYY-MM-DD; today (this machine's time zone) by default.")
    var date: String?

    @Option(help: "Your rating, from 0.5 to 5 stars in half stars, such as 3.5.")
    var rating: String?

    @Option(help: "Your review, at most 2,000 characters.")
    var review: String?

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        // The person's calendar is this machine's: "today" and the latest day allowed are its day.
        let today = WatchDate(Date(), in: .current).description
        let request = YourFilms.LogRequest(movieID: id, id: .make(), watchedOn: date ?? today, rating: rating, review: review, personsToday: today)
        let localizer = shared.localizer
        let logged: LogReport.Logged = try await YourFilmsCommandLine.refusingBadInput(localizer) {
            try await shared.withServices { services in
                let outcome = try await services.yourFilms.log(request, owner: .localUser)
                guard let viewing = try await services.stores.yourFilms.viewing(request.id, of: .localUser) else {
                    throw ViewingError.notYourViewing
                }
                return LogReport.Logged(viewing: viewing, tookOffWatchlist: outcome == .logged(tookOffWatchlist: true))
            }
        }
        print(json ? LogReport.json(logged) : LogReport.text(logged, in: localizer))
    }
}

/// What `marquee log` prints.
enum LogReport {
    /// A viewing just logged.
    struct Logged: Sendable {
        let viewing: Viewing
        /// Whether logging it took the film off the watchlist.
        let tookOffWatchlist: Bool
    }

    /// "Logged Heat (1995) on 12 March 2025 · ★★★½ · 2nd time", then "Taken off your
    /// watchlist." when it was on it; in `localizer`'s language.
    static func text(_ logged: Logged, in localizer: Localizer) -> String {
        let viewing = logged.viewing
        var parts = [localizer(LogCommandText.logged, YourFilmsCommandLine.title(viewing.movie), WatchDateText.long(viewing.watchedOn, in: localizer))]
        if let rating = viewing.rating { parts.append(rating.symbols) }
        if viewing.isRewatch { parts.append(localizer(LogCommandText.nthTime, WatchDateText.ordinal(viewing.ordinal, in: localizer))) }
        var text = parts.joined(separator: " · ")
        if logged.tookOffWatchlist { text += "\n" + localizer[LogCommandText.tookOffWatchlist] }
        return text
    }

    /// `{"viewing":{…},"took_off_watchlist"}`, the viewing as `marquee diary --json` writes it.
    static func json(_ logged: Logged) -> String {
        struct Body: Encodable {
            let viewing: YourFilmsCommandLine.ViewingRow
            let tookOffWatchlist: Bool
        }
        return CommandLineJSON.encode(Body(viewing: YourFilmsCommandLine.ViewingRow(logged.viewing), tookOffWatchlist: logged.tookOffWatchlist))
    }
}
