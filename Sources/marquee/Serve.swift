import ArgumentParser
import MarqueeApp

/// `marquee serve`: the web app.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the web app.")

    @Option(help: "The address to listen on (MARQUEE_HOST, default 127.0.0.1).")
    var host: String?

    @Option(help: "The port to listen on (MARQUEE_PORT, default 8080; 0 picks a free one).")
    var port: Int?

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        var flags: [String: String] = [:]
        flags["marquee.host"] = host
        flags["marquee.port"] = port.map(String.init)
        try await shared.withServices(flags: flags, runsPool: false) { services in
            let host = services.settings.host
            let source = services.isLive ? "TMDB" : "the embedded catalog"
            try await services.serve { port in
                print("Marquee is running at http://\(host):\(port) on \(source). Press Ctrl-C to stop.")
            }
        }
    }
}
