import Foundation
import NIOSSL

extension MarqueeSettings.TLSFiles {
    /// The server's TLS configuration from the two PEM files.
    /// - Throws: ``TLSFilesError`` naming the file that could not be used and why.
    func serverConfiguration() throws -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificate)
        } catch {
            throw TLSFilesError(variable: "MARQUEE_TLS_CERTIFICATE", path: certificate, expected: "a PEM certificate chain", error: error)
        }
        guard !chain.isEmpty else {
            throw TLSFilesError(variable: "MARQUEE_TLS_CERTIFICATE", path: certificate, expected: "a PEM certificate chain", error: nil)
        }
        let privateKey: NIOSSLPrivateKey
        do {
            privateKey = try NIOSSLPrivateKey(file: key, format: .pem)
        } catch {
            throw TLSFilesError(variable: "MARQUEE_TLS_KEY", path: key, expected: "the certificate's PEM private key", error: error)
        }
        var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(privateKey))
        configuration.minimumTLSVersion = .tlsv12
        return configuration
    }
}

/// A TLS file Marquee cannot serve with.
public struct TLSFilesError: Error, CustomStringConvertible {
    let variable: String
    let path: String
    let expected: String
    let error: (any Error)?

    public var description: String {
        let readable = FileManager.default.isReadableFile(atPath: path)
        let reason = readable ? "it is not \(expected)" : "it cannot be read (check the path and its permissions)"
        return "\(variable) names \(path), but \(reason). See the README for making a certificate for a home network."
    }
}
