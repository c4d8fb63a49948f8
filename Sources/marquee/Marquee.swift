import ArgumentParser
import MarqueeApp

/// `marquee`: the command line over Marquee's core.
@main
struct Marquee: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "Find films and keep track of the ones you love.",
        version: "0.8.0",
        subcommands: [Serve.self, Search.self, MovieCommand.self, PersonCommand.self, History.self, Favorites.self, Watchlist.self, LogCommand.self, Diary.self, YearCommand.self, ImportCommand.self, ExportCommand.self, Gallery.self, Images.self, Accounts.self, Catalog.self]
    )

    /// Parses the arguments and runs the command. `marquee serve` first moves Swift
    /// Concurrency's tasks onto the server's event loops
    /// (``MarqueeServices/runTasksOnEventLoops()``), which SwiftNIO asks to be done once, on
    /// the main thread, before any task runs: here, before the first suspension. The other
    /// commands keep Swift's own pool.
    static func main() async {
        if CommandLine.arguments.dropFirst().first == "serve" {
            MarqueeServices.runTasksOnEventLoops()
        }
        await main(nil)
    }
}
