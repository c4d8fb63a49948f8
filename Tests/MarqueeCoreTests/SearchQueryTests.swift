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
        #expect(SearchQueryError.empty.message == "Type a few letters of a movie title to search.")
    }

    @Test func textLongerThanTheLimitIsRefusedNamingTheLimit() {
        let long = String(repeating: "a", count: 2_000)
        #expect(throws: SearchQueryError.tooLong(limit: 200)) { try SearchQuery(long) }
        #expect(SearchQueryError.tooLong(limit: 200).message.contains("200 characters"))
    }

    @Test func quotesOperatorsAndEmojiAreKeptAsTyped() throws {
        #expect(try SearchQuery("\"NEAR( -* 🎬").text == "\"NEAR( -* 🎬")
    }
}
