import MarqueeCore
import Testing

@Suite struct MalaysianMobileNumberTests {
    @Test(arguments: [
        // (typed, E.164, as shown)
        ("012-345 6789", "+60123456789", "012-345 6789"),
        ("0123456789", "+60123456789", "012-345 6789"),
        ("60123456789", "+60123456789", "012-345 6789"),
        ("+60 12-345 6789", "+60123456789", "012-345 6789"),
        ("(012) 345.6789", "+60123456789", "012-345 6789"),
        ("011-2345 6789", "+601123456789", "011-2345 6789"),
        ("010-234 5678", "+60102345678", "010-234 5678"),
        ("0159-123 4567", "+601591234567", "0159-123 4567"),
        ("019-1234 5678", "+601912345678", "019-1234 5678"),
        ("019-123 4567", "+60191234567", "019-123 4567"),
        ("  017-555 1234 ", "+60175551234", "017-555 1234"),
    ])
    func validMobileIsStoredInE164AndShownTheMalaysianWay(typed: String, e164: String, shown: String) throws {
        let number = try #require(MalaysianMobileNumber(typed), "\(typed) should be valid")
        #expect(number.e164 == e164)
        #expect(number.formatted == shown)
        #expect(MalaysianMobileNumber(e164: number.e164) == number)
    }

    @Test(arguments: [
        "011-234 5678",      // 011 takes eight digits after it
        "012345678",         // too short
        "03-2385 6789",      // a fixed line in Kuala Lumpur
        "+65 9123 4567",     // a Singapore mobile
        "+44 7700 900123",   // another country
        "0100-123 456",      // an unallocated block
        "0150-123 4567",     // 0150 to 0158 are not mobile
        "1-300-88-1234",     // toll-free
        "012-345 67890",     // too long
        "012-345 678a",
        "012+3456789",
        "",
        "٠١٢٣٤٥٦٧٨٩",          // digits, but not ASCII ones
        "0060123456789",     // the international prefix is not one of the accepted forms
    ])
    func otherNumbersAreNotValid(typed: String) {
        #expect(MalaysianMobileNumber(typed) == nil, "\(typed) should not be valid")
    }
}
