/// Bytes written as lowercase hexadecimal, two digits a byte: signatures and digests in cookies
/// and tokens.
enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
