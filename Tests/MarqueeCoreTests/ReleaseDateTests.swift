import MarqueeCore
import Testing

@Suite struct ReleaseDateTests {
    @Test func tmdbDatesParseAndPrintBack() throws {
        let date = try #require(ReleaseDate("1999-10-15"))
        #expect((date.year, date.month, date.day) == (1999, 10, 15))
        #expect(date.description == "1999-10-15")
        #expect(ReleaseDateText.long(date) == "October 15, 1999")
    }

    @Test(arguments: ["", "2020", "2020-13-01", "not a date", "2020-02-40", "0000-01-01", "10000-01-01", "99999999999999999-01-01", "-5-01-01"])
    func emptyOrMalformedDatesAreUnknown(text: String) {
        #expect(ReleaseDate(text) == nil)
        #expect(ReleaseDateText.long(ReleaseDate(text)) == "Release date unknown")
    }

    @Test func posterPathsMustBeOneSafeSegment() {
        #expect(ImagePath.isValid("/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"))
        #expect(!ImagePath.isValid("/../etc/passwd"))
        #expect(!ImagePath.isValid("/a/b.jpg"))
        #expect(!ImagePath.isValid("no-slash.jpg"))
    }
}
