import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// `marquee history`: the recent successful searches.
struct History: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show or clear the recent searches.")

    @Flag(help: "Print JSON instead of one search a line.")
    var json = false

    @Flag(help: "Forget every search.")
    var clear = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        let queries = try await shared.withServices { services in
            if clear {
                try await services.history.clear(for: .localUser)
            }
            return try await services.history.recentQueries(of: .localUser)
        }
        let localizer = shared.localizer
        if clear, !json { print(localizer[HistoryCommandText.cleared]) }
        if json {
            let data = try JSONEncoder().encode(queries)
            print(String(decoding: data, as: UTF8.self))
        } else if !clear {
            print(queries.isEmpty ? localizer[HistoryCommandText.none] : queries.joined(separator: "\n"))
        }
    }
}
