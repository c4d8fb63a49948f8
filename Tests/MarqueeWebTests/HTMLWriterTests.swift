import Foundation
import MarqueeCore
import Testing
@testable import MarqueeWeb

/// The writer escapes every dynamic value for its context, whatever a request or upstream sent.
@Suite struct HTMLWriterTests {
    func written(_ write: (inout HTMLWriter) -> Void) -> String {
        var html = HTMLWriter(localizer: .english)
        write(&html)
        return String(decoding: html.bytes, as: UTF8.self)
    }

    @Test func aFilmTitleMayWrapAfterASlashAndIsEscaped() {
        #expect(written { $0.title("Superman/Batman: <Apocalypse>") } == "Superman/<wbr>Batman: &lt;Apocalypse&gt;")
        #expect(written { $0.title("Rocky") } == "Rocky")
        #expect(written { $0.title("/") } == "/<wbr>")
    }

    @Test func aDrawnPosterKeepsLongWordsWholeInSmallerLettersAndEndsALongTitleWithAnEllipsis() {
        #expect(GeneratedPoster.layout("Rocky", isWide: false) == (["Rocky"], 22))
        #expect(GeneratedPoster.layout("Superman/Batman: Apocalypse", isWide: false) == (["Superman/Batman:", "Apocalypse"], 16))
        #expect(GeneratedPoster.layout("Batman: The Dark Knight Returns, Part 1", isWide: false) == (["Batman: The", "Dark Knight", "Returns,", "Part 1"], 22))
        let long = GeneratedPoster.layout("One Two Three Four Five Six Seven Eight Nine Ten", isWide: false)
        #expect(long.lines.count == 4 && long.lines[3].hasSuffix("…") && long.lines.allSatisfy { $0.count <= 12 })
    }

    @Test func textCannotOpenATag() {
        #expect(written { $0.text("<script>alert(1)</script> & co") } == "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co")
    }

    @Test func attributeValuesCannotBeClosedByEitherQuote() {
        #expect(written { $0.attribute(#"" onload="x' onerror='y"#) } == "&quot; onload=&quot;x&#39; onerror=&#39;y")
    }

    @Test func controlCharactersAreDroppedButLineBreaksAndTabsStay() {
        #expect(written { $0.text("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f\tg\nh") } == "abcdef\tg\nh")
    }

    @Test func emojiAndAccentsPassUnchanged() {
        #expect(written { $0.text("Amélie 🎬 © 東京") } == "Amélie 🎬 © 東京")
        #expect(written { $0.attribute("Amélie 🎬 © 東京") } == "Amélie 🎬 © 東京")
    }

    @Test func anInvalidSurrogateFromAFormIsWrittenAsAReplacementCharacter() {
        // A form field holding "%ED%A0%80", a lone UTF-16 surrogate in UTF-8: decoding repairs it,
        // so no invalid byte sequence can reach the page.
        let field = String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x3C, 0x62] as [UInt8], as: UTF8.self)
        let text = written { $0.text(field) }
        #expect(text == "a\u{FFFD}\u{FFFD}\u{FFFD}&lt;b")
        #expect(String(validating: Array(text.utf8), as: UTF8.self) != nil)
    }

    @Test func userTextReachesALinkOnlyAsAnEncodedQueryValue() {
        let link = written { $0.link(.search(query: "javascript:alert(\"x\") <b>&'", page: 2)) }
        #expect(link == "/search?q=javascript%3Aalert%28%22x%22%29+%3Cb%3E%26%27&amp;page=2")
    }

    @Test func linksAreWrittenFromTheRouteTable() {
        #expect(written { $0.link(.image(.w185, .generatedPoster(movieID: 42))) } == "/images/w185/movie/42.svg")
        #expect(written { $0.link(.image(.w780, .image(path: "/abc.jpg"))) } == "/images/w780/abc.jpg")
        #expect(written { $0.link(.setFavorite(movieID: 155)) } == "/movies/155/favorite")
        #expect(written { $0.link(.discover(tab: .popular, page: 2)) } == "/?tab=popular&amp;page=2")
    }

    @Test func numbersAreWrittenInDecimal() {
        #expect(written { $0.number(-42); $0.number(2_026) } == "-422026")
    }
}

/// The marker the service worker reads from a saved page: percent-encoded JSON it decodes with
/// `decodeURIComponent` and `JSON.parse`.
@Suite struct SavedPageMarkerTests {
    struct Facts: Decodable, Equatable {
        let title: String
        let back: String?
    }

    @Test(arguments: [
        ("Batman – Search", "/search?q=batman&page=2"),
        (#"Say "Hi" \ back/slash"#, nil),
        ("Amélie 🎬\nline\tTab\r\u{1}\u{1F}", "/movies/155?from=%2Fsearch%3Fq%3Dam%C3%A9lie"),
        ("", "/"),
    ] as [(String, String?)])
    func theMarkerDecodesToTheTitleAndBack(title: String, back: String?) throws {
        let encoded = SavedPageMarker.encoded(title: title, back: back)
        #expect(encoded.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "%-._~".utf8.contains(byte)
        }, "nothing an attribute would need escaped: \(encoded)")
        let json = try #require(encoded.removingPercentEncoding)
        #expect(try JSONDecoder().decode(Facts.self, from: Data(json.utf8)) == Facts(title: title, back: back), "\(json)")
        #expect(json.hasPrefix(back == nil ? #"{"title":"# : #"{"back":"#))
    }
}
