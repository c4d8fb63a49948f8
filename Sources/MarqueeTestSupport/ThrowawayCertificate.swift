import Crypto
import Foundation
import SwiftASN1
import X509

/// A self-signed certificate for 127.0.0.1 and localhost, valid for an hour, with its key, as
/// the PEM files `marquee serve --tls-certificate --tls-key` reads.
public struct ThrowawayCertificate: Sendable {
    /// The certificate's PEM file.
    public let certificatePath: String
    /// The private key's PEM file.
    public let keyPath: String
    /// The certificate in PEM, for a client to trust.
    public let certificatePEM: String

    /// Makes a new key and certificate and writes both into `folder`.
    public init(in folder: URL) throws {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName { CommonName("Marquee test") }
        let now = Date()
        let certificate = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: .init(key.publicKey),
            notValidBefore: now.addingTimeInterval(-60),
            notValidAfter: now.addingTimeInterval(3600),
            issuer: name,
            subject: name,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
                SubjectAlternativeNames([.dnsName("localhost"), .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1]))])
            },
            issuerPrivateKey: .init(key)
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        certificatePEM = try certificate.serializeAsPEM().pemString
        certificatePath = folder.appendingPathComponent("certificate.pem").path
        keyPath = folder.appendingPathComponent("key.pem").path
        try certificatePEM.write(toFile: certificatePath, atomically: true, encoding: .utf8)
        try key.pemRepresentation.write(toFile: keyPath, atomically: true, encoding: .utf8)
    }
}
