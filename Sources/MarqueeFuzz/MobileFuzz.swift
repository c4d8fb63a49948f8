import Foundation
import MarqueeCore

/// ``MalaysianMobileNumber`` and ``EmailAddress`` on any text: a number read is kept in E.164
/// and shown formatted, and both forms must read back as the same number.
enum MobileFuzz {
    static let target = FuzzTarget(name: "mobile", maxLength: 256, summary: "MalaysianMobileNumber, EmailAddress") { data in
        let input = text(data)
        _ = MalaysianMobileNumber(e164: input)
        _ = EmailAddress(input)?.masked
        guard let number = MalaysianMobileNumber(input) else { return }
        let e164 = number.e164
        expect(e164.utf8.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }, "E.164 \(e164) is not digits")
        expect(MalaysianMobileNumber(e164: e164) == number, "\(String(reflecting: input)): \(e164) does not read back")
        expect(MalaysianMobileNumber(number.formatted) == number, "\(String(reflecting: input)): \(number.formatted) does not read back")
    }
}
