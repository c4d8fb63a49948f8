import ArgumentParser
import MarqueeApp
import MarqueeCore

/// `marquee serve`: the web app.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the web app.")

    @Option(help: "The address to listen on (MARQUEE_HOST, default 127.0.0.1).")
    var host: String?

    @Option(help: "The port to listen on (MARQUEE_PORT, default 8080; 0 picks a free one).")
    var port: Int?

    @Option(help: "Serve HTTPS with this PEM certificate chain (MARQUEE_TLS_CERTIFICATE); needs --tls-key.")
    var tlsCertificate: String?

    @Option(help: "The certificate's PEM private key (MARQUEE_TLS_KEY).")
    var tlsKey: String?

    @Option(help: "Serve the style sheets, scripts, icons and service worker from this folder instead of the built-in ones (MARQUEE_ASSETS), to work on them without rebuilding.")
    var assets: String?

    @OptionGroup var shared: SharedOptions

    func run() async throws {
        var flags: [String: String] = [:]
        flags["marquee.host"] = host
        flags["marquee.port"] = port.map(String.init)
        flags["marquee.tls.certificate"] = tlsCertificate
        flags["marquee.tls.key"] = tlsKey
        flags["marquee.assets"] = assets
        let localizer = shared.localizer
        try await shared.withServices(flags: flags, runsPool: false) { services in
            let host = services.settings.host
            let source = services.isLive ? "TMDB" : localizer[ServeCommandText.embeddedCatalog]
            try await services.serve { port in
                let scheme = services.settings.tls == nil ? "http" : "https"
                print(localizer(ServeCommandText.running, "\(scheme)://\(host):\(port)", source))
            }
        }
    }
}
