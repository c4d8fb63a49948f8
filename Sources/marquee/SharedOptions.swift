import ArgumentParser
import MarqueeApp

/// Options every command takes; a flag wins over the environment.
struct SharedOptions: ParsableArguments {
    @Option(help: "The SQLite database file (MARQUEE_DATABASE).")
    var database: String?

    /// Builds the services from flags over the environment.
    func services(flags: [String: String] = [:]) throws -> MarqueeServices {
        var flags = flags
        flags["marquee.database"] = database
        do {
            return try MarqueeServices(settings: MarqueeSettings.load(flags: flags))
        } catch let error as SettingsError {
            throw ValidationError(error.description)
        }
    }
}
