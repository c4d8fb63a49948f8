import AsyncHTTPClient
import Configuration
import Foundation
import MarqueeApp
import MarqueeTestSupport
import NIOCore
import NIOHTTP1
import NIOSSL
import Testing

/// `marquee serve --tls-certificate --tls-key`: the real server over HTTPS with a throwaway
/// certificate, and the messages for files it cannot use.
@Suite struct TLSServingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tls-\(UUID().uuidString)")

    func settings(_ extra: [String: String]) throws -> MarqueeSettings {
        let environment = ["MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path, "MARQUEE_PORT": "0"].merging(extra) { $1 }
        return try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
    }

    @Test func marqueeServesHTTPSWithHSTSAndSecureCookies() async throws {
        let certificate = try ThrowawayCertificate(in: folder)
        let services = try MarqueeServices(settings: settings(["MARQUEE_TLS_CERTIFICATE": certificate.certificatePath, "MARQUEE_TLS_KEY": certificate.keyPath]))
        #expect(services.settings.isServedOverHTTPS, "serving TLS implies HTTPS for cookies")
        let (ports, portsContinuation) = AsyncStream.makeStream(of: Int.self)
        let server = Task { try await services.serve { port in portsContinuation.yield(port) } }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())

        // A client that trusts only the throwaway certificate, checking 127.0.0.1 against it.
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMBytes(Array(certificate.certificatePEM.utf8)))
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls)
        configuration.timeout.connect = .seconds(5)
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        do {
            let response = try await client.execute(HTTPClientRequest(url: "https://127.0.0.1:\(port)/"), timeout: .seconds(10))
            #expect(response.status == .ok)
            #expect(response.headers.first(name: "Strict-Transport-Security") == "max-age=31536000")
            let cookies = response.headers["Set-Cookie"]
            #expect(!cookies.isEmpty && cookies.allSatisfy { $0.contains("Secure") }, "\(cookies)")
            let body = try await response.body.collect(upTo: 1 << 20)
            #expect(String(buffer: body).contains("Discover"))

            // Plain HTTP on the HTTPS port gets no page.
            let plain = try? await client.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)/"), timeout: .seconds(5))
            #expect(plain?.status != .ok)
        } catch {
            try await client.shutdown()
            throw error
        }
        try await client.shutdown()
    }

    @Test func aCertificateWithoutItsKeyIsNamed() throws {
        #expect {
            _ = try settings(["MARQUEE_TLS_CERTIFICATE": "/etc/marquee/cert.pem"])
        } throws: { String(describing: $0).contains("MARQUEE_TLS_KEY") }
    }

    @Test func filesMarqueeCannotUseAreNamedAtStart() async throws {
        let certificate = try ThrowawayCertificate(in: folder)
        let missing = folder.appendingPathComponent("missing.pem").path
        for (environment, expected) in [
            (["MARQUEE_TLS_CERTIFICATE": missing, "MARQUEE_TLS_KEY": certificate.keyPath], "MARQUEE_TLS_CERTIFICATE names \(missing), but it cannot be read"),
            (["MARQUEE_TLS_CERTIFICATE": certificate.certificatePath, "MARQUEE_TLS_KEY": certificate.certificatePath],
             "MARQUEE_TLS_KEY names \(certificate.certificatePath), but it is not the certificate's PEM private key"),
        ] {
            let services = try MarqueeServices(settings: settings(environment))
            await #expect {
                try await services.serve { _ in }
            } throws: { String(describing: $0).hasPrefix(expected) }
        }
    }
}
