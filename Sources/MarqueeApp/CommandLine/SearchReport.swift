import Foundation
import MarqueeCore

/// What `marquee search` prints: a table for people, JSON for scripts.
public struct SearchReport: Sendable {
    private let outcome: SearchOutcome
    private let imageBaseURL: URL
    private let localizer: Localizer

    /// Prepares the report of `outcome`; poster links start with `imageBaseURL`; its text is in
    /// `localizer`'s language.
    public init(outcome: SearchOutcome, imageBaseURL: URL, localizer: Localizer) {
        self.outcome = outcome
        self.imageBaseURL = imageBaseURL
        self.localizer = localizer
    }

    /// Whether the search found nothing: the command then exits with status 1.
    public var isEmpty: Bool { outcome.page.totalResults == 0 }

    /// What to print on stderr when nothing was found.
    public var nothingFoundMessage: String {
        localizer(SearchCommandText.nothingFound, outcome.query.text)
    }

    /// An aligned table: id, title, release date; then the page and totals.
    public var table: String {
        let page = outcome.page
        let rows = page.movies.map { [String($0.id), $0.title, $0.releaseDate?.description ?? localizer[CommandLineText.unknown]] }
        // "ID" reads the same in every language Marquee speaks.
        let header = ["ID", localizer[SearchCommandText.title], localizer[SearchCommandText.released]]
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        let line = { (cells: [String]) in
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let footer = SearchCommandText.footer(page.totalResults, page: page.page, of: max(page.totalPages, 1), query: outcome.query.text, in: localizer)
        return ([line(header)] + rows.map(line) + ["", footer]).joined(separator: "\n")
    }

    /// `{"query","page","total_pages","total_results","results":[…]}`, keys sorted.
    public var json: String {
        let page = outcome.page
        let body = Body(
            query: outcome.query.text,
            page: page.page,
            totalPages: page.totalPages,
            totalResults: page.totalResults,
            results: page.movies.map { movie in
                Body.Row(
                    id: movie.id,
                    title: movie.title,
                    releaseDate: movie.releaseDate?.description ?? "",
                    overview: movie.overview,
                    posterURL: movie.posterPath.map { imageBaseURL.absoluteString + "/w500" + $0 }
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: (try? encoder.encode(body)) ?? Data(), as: UTF8.self)
    }

    private struct Body: Encodable {
        struct Row: Encodable {
            let id: Int
            let title: String
            let releaseDate: String
            let overview: String
            let posterURL: String?

            enum CodingKeys: String, CodingKey {
                case id, title, releaseDate, overview
                case posterURL = "posterUrl"
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(title, forKey: .title)
                try container.encode(releaseDate, forKey: .releaseDate)
                try container.encode(overview, forKey: .overview)
                // An absent poster is an explicit null, so every row has the same keys.
                try container.encode(posterURL, forKey: .posterURL)
            }
        }

        let query: String
        let page: Int
        let totalPages: Int
        let totalResults: Int
        let results: [Row]
    }
}
