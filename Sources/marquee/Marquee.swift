import ArgumentParser

/// `marquee`: the command line over Marquee's core.
@main
struct Marquee: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "Find films and keep track of the ones you love.",
        version: "0.8.0",
        subcommands: [Serve.self, Search.self, MovieCommand.self, PersonCommand.self, History.self, Favorites.self, Gallery.self, Images.self, Accounts.self, Catalog.self]
    )
}
