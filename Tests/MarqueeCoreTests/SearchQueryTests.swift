import MarqueeCore
import Testing

@Suite struct SearchQueryTests {
    @Test func spacesAreTrimmedAndCollapsed() throws {
        #expect(try SearchQuery("  the   dark\tknight \n").text == "the dark knight")
    }

    @Test func controlCharactersBecomeSpaces() throws {
        #expect(try SearchQuery("bat\u{0}man\u{7}begins").text == "bat man begins")
    }

    @Test func emptyOrBlankTextIsRefusedWithAHint() {
        #expect(throws: SearchQueryError.empty) { try SearchQuery("   ") }
        #expect(SearchQueryError.empty.message(in: .english) == "Type a few letters of a movie title to search.")
    }

    @Test func textLongerThanTheLimitIsRefusedNamingTheLimit() {
        let long = String(repeating: "a", count: 2_000)
        #expect(throws: SearchQueryError.tooLong(limit: 200)) { try SearchQuery(long) }
        #expect(SearchQueryError.tooLong(limit: 200).message(in: .english).contains("200 characters"))
    }

    /// An address's whole 80 KB is refused before it is cleaned, and a text of 200 characters
    /// padded with spaces, or of accented clusters, is still read.
    @Test func hugeTextIsRefusedUnreadAndLongButFairTextIsRead() throws {
        #expect(throws: SearchQueryError.tooLong(limit: 200)) { try SearchQuery(String(repeating: " a", count: 40_000)) }
        let padded = String(repeating: " ", count: 1_500) + "batman" + String(repeating: "\t", count: 1_500)
        #expect(try SearchQuery(padded).text == "batman")
        let accented = String(repeating: "e\u{301}\u{302}", count: 200)
        #expect(try SearchQuery(accented).text.count == 200)
    }

    @Test func quotesOperatorsAndEmojiAreKeptAsTyped() throws {
        #expect(try SearchQuery("\"NEAR( -* 🎬").text == "\"NEAR( -* 🎬")
    }
}
