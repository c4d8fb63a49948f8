import ArgumentParser
import Foundation
import MarqueeApp

/// `marquee history`: the recent successful searches.
struct History: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show or clear the recent searches.")

    @Flag(help: "Print JSON instead of one search a line.")
    var json = false

    @Flag(help: "Forget every search.")
    var clear = false

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        let services = try shared.services()
        if clear {
            try await services.history().clear()
            if !json { print("Search history cleared.") }
        }
        let queries = try await services.history().recentQueries()
        if json {
            let data = try JSONEncoder().encode(queries)
            print(String(decoding: data, as: UTF8.self))
        } else if !clear {
            print(queries.isEmpty ? "No searches yet." : queries.joined(separator: "\n"))
        }
    }
}
