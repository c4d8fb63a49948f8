import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// Options every command takes; a flag wins over the environment.
struct SharedOptions: ParsableArguments {
    @Option(help: "The SQLite database file (MARQUEE_DATABASE).")
    var database: String?

    @Option(help: "A PostgreSQL database instead of SQLite: postgres://user:password@host:port/database (MARQUEE_DATABASE_URL).")
    var databaseURL: String?

    @Option(help: "The language of what the command prints: en or ms (MARQUEE_LANGUAGE, else LC_ALL, LC_MESSAGES or LANG).")
    var language: String?

    /// The words of what the command prints for a person, in ``language`` or else the one the
    /// environment names (``Language/preferred(byEnvironment:)``); its `--json` has none.
    var localizer: Localizer {
        Localizer.of(language.flatMap { Language(locale: $0) } ?? Language.preferred(byEnvironment: ProcessInfo.processInfo.environment))
    }

    func validate() throws {
        if let language, Language(locale: language) == nil {
            throw ValidationError(localizer(CommandLineText.unknownLanguage, language))
        }
    }

    /// Runs `body` with the services (and the PostgreSQL pool running, if any), and releases
    /// them (the HTTP client) whatever happens.
    /// `serve` runs the pool in the web server's own service group instead (`runsPool: false`).
    func withServices<Value: Sendable>(
        flags: [String: String] = [:], runsPool: Bool = true, _ body: @Sendable (MarqueeServices) async throws -> Value
    ) async throws -> Value {
        let services = try await services(flags: flags)
        do {
            let value = runsPool ? try await services.withBackgroundServices { try await body(services) } : try await body(services)
            await services.shutdown()
            return value
        } catch {
            await services.shutdown()
            throw error
        }
    }

    /// The settings from flags over the environment.
    func settings(flags: [String: String] = [:]) throws -> MarqueeSettings {
        var flags = flags
        flags["marquee.database"] = database
        flags["marquee.database.url"] = databaseURL
        do {
            return try MarqueeSettings.load(flags: flags)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Builds the services from flags over the environment.
    private func services(flags: [String: String]) async throws -> MarqueeServices {
        let settings = try settings(flags: flags)
        do {
            return try await MarqueeServices.open(settings: settings)
        } catch let error as SettingsError {
            throw ValidationError(error.description)
        }
    }
}
