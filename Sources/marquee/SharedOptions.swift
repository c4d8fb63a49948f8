import ArgumentParser
import MarqueeApp

/// Options every command takes; a flag wins over the environment.
struct SharedOptions: ParsableArguments {
    @Option(help: "The SQLite database file (MARQUEE_DATABASE).")
    var database: String?

    /// Runs `body` with the services, and releases them (the HTTP client) whatever happens.
    func withServices<Value>(flags: [String: String] = [:], _ body: (MarqueeServices) async throws -> Value) async throws -> Value {
        let services = try services(flags: flags)
        do {
            let value = try await body(services)
            await services.shutdown()
            return value
        } catch {
            await services.shutdown()
            throw error
        }
    }

    /// Builds the services from flags over the environment.
    private func services(flags: [String: String]) throws -> MarqueeServices {
        var flags = flags
        flags["marquee.database"] = database
        do {
            return try MarqueeServices(settings: MarqueeSettings.load(flags: flags))
        } catch let error as SettingsError {
            throw ValidationError(error.description)
        }
    }
}
