import Foundation

extension DiskImageCache {
    /// The file that holds the bytes of `url`: always directly in ``directory``, whatever the
    /// address says, since its name is a hash.
    func fileURL(for url: URL) -> URL {
        directory.appendingPathComponent(Self.fileName(for: url))
    }

    /// `{FNV-1a 64 of the address, 16 hex digits}-{its length in hex}.{extension}`, such as
    /// `9f1c0e44a1b2c3d4-2f.jpg`.
    ///
    /// FNV-1a is not a cryptographic hash, and Core has none (nor does this target): it does not
    /// need to be. The addresses hashed are the pipeline's own, on allowed hosts only, so nobody
    /// can choose them to collide; two addresses must share both their length and 64 bits of hash
    /// to meet, about one chance in 10^12 with thousands of files; and the worst a collision does
    /// is show one allowed picture in place of another, until it is evicted.
    static func fileName(for url: URL) -> String {
        let address = url.absoluteString
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in address.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - digits.count) + digits
        return padded + "-" + String(address.utf8.count, radix: 16) + "." + fileExtension(of: url)
    }

    /// The address's own image extension, lower-cased, so a folder listing shows what is there;
    /// `img` for anything else, which can then never be mistaken for a temporary file.
    private static func fileExtension(of url: URL) -> String {
        let pathExtension = url.pathExtension.lowercased()
        return ["jpg", "jpeg", "png", "gif", "webp"].contains(pathExtension) ? pathExtension : "img"
    }
}
