import Configuration
import Foundation
import MarqueeApp
import MarqueeTMDB
import Testing

@Suite struct MarqueeSettingsTests {
    func settings(environment: [String: String], flags: [String: String] = [:]) throws -> MarqueeSettings {
        let values = Dictionary(uniqueKeysWithValues: flags.map { (AbsoluteConfigKey(ConfigKey($0.key)), ConfigValue(.string($0.value), isSecret: false)) })
        let reader = ConfigReader(providers: [
            InMemoryProvider(values: values),
            EnvironmentVariablesProvider(environmentVariables: environment),
        ])
        return try MarqueeSettings(reader: reader, environment: environment)
    }

    @Test func defaultsServeTheEmbeddedCatalogOnLocalhost() throws {
        let settings = try settings(environment: ["HOME": "/home/ana"])
        #expect(settings.host == "127.0.0.1")
        #expect(settings.port == 8080)
        #expect(settings.databasePath == "/home/ana/.local/share/marquee/marquee.sqlite")
        #expect(settings.tmdb == nil)
        #expect(settings.imageBaseURL.absoluteString == "https://image.tmdb.org/t/p")
    }

    @Test func xdgDataHomeHoldsTheDatabase() throws {
        #expect(try settings(environment: ["XDG_DATA_HOME": "/data"]).databasePath == "/data/marquee/marquee.sqlite")
    }

    @Test func environmentConfiguresEverything() throws {
        let settings = try settings(environment: [
            "MARQUEE_HOST": "0.0.0.0", "MARQUEE_PORT": "9000", "MARQUEE_DATABASE": "/tmp/m.sqlite",
            "TMDB_API_KEY": "abc", "TMDB_API_BASE_URL": "http://127.0.0.1:9/3/", "TMDB_RESPONSE_FORMAT": "XML",
        ])
        #expect(settings.host == "0.0.0.0")
        #expect(settings.port == 9000)
        #expect(settings.databasePath == "/tmp/m.sqlite")
        #expect(settings.tmdb?.credentials == .apiKey("abc"))
        #expect(settings.tmdb?.apiBaseURL.absoluteString == "http://127.0.0.1:9/3")
        #expect(settings.tmdb?.responseFormat == .xml)
    }

    @Test func flagsWinOverTheEnvironment() throws {
        let settings = try settings(environment: ["MARQUEE_PORT": "9000"], flags: ["marquee.port": "9100"])
        #expect(settings.port == 9100)
    }

    @Test func readAccessTokenIsPreferredOverAnApiKey() throws {
        let settings = try settings(environment: ["TMDB_API_KEY": "abc", "TMDB_READ_ACCESS_TOKEN": "tok"])
        #expect(settings.tmdb?.credentials == .readAccessToken("tok"))
    }

    @Test func blankKeyMeansOffline() throws {
        #expect(try settings(environment: ["TMDB_API_KEY": "  "]).tmdb == nil)
    }

    @Test func unusableValuesAreNamedInTheError() {
        #expect(throws: SettingsError.invalid(name: "MARQUEE_PORT", value: "eighty", expected: "a port number from 0 to 65535")) {
            try settings(environment: ["MARQUEE_PORT": "eighty"])
        }
        #expect(throws: SettingsError.self) { try settings(environment: ["TMDB_RESPONSE_FORMAT": "yaml"]) }
        #expect(throws: SettingsError.self) { try settings(environment: ["TMDB_API_BASE_URL": "ftp://x"]) }
    }

    @Test func searchesGoToTMDBUnlessTheDeploymentSearchesItsOwnCatalog() throws {
        #expect(try settings(environment: ["TMDB_API_KEY": "abc"]).searchesOwnCatalog == false)
        #expect(try settings(environment: ["TMDB_API_KEY": "abc", "MARQUEE_SEARCH": "Catalog"]).searchesOwnCatalog)
        #expect(try settings(environment: ["MARQUEE_SEARCH": "tmdb"]).searchesOwnCatalog == false)
        #expect(throws: SettingsError.self) { try settings(environment: ["MARQUEE_SEARCH": "elastic"]) }
    }

    @Test func imageCacheKeeps256MegabytesUnlessToldAndRefusesAnUnusableSize() throws {
        #expect(try settings(environment: [:]).imageCacheMegabytes == 256)
        #expect(try settings(environment: ["MARQUEE_IMAGE_CACHE_MB": "1024"]).imageCacheMegabytes == 1024)
        let expected = "a number of megabytes from 16 to 100000 (256 by default)"
        #expect(throws: SettingsError.invalid(name: "MARQUEE_IMAGE_CACHE_MB", value: "8", expected: expected)) {
            try settings(environment: ["MARQUEE_IMAGE_CACHE_MB": "8"])
        }
        #expect(throws: SettingsError.self) { try settings(environment: ["MARQUEE_IMAGE_CACHE_MB": "lots"]) }
    }
}
