import Foundation
import MarqueeCore
import Testing

/// The localizer writes the catalogs' messages, filled and counted, in each language.
@Suite struct LocalizerTests {
    @Test func aPageInMalayReadsTheMalayCatalogAndEnglishTheEnglishOne() {
        #expect(Localizer.english[LanguageText.label] == "Language")
        #expect(Localizer.malay[LanguageText.label] == "Bahasa")
    }

    @Test func aBrowserAskingForMalayInAnyOfItsFormsGetsMalayAndAnyOtherLanguageGetsEnglish() {
        for tags in [["ms"], ["ms-MY"], ["ms-BN"], ["MS-my", "en"], ["fr", "ms-MY"]] {
            #expect(Language.preferred(by: tags) == .malay, "\(tags)")
        }
        for tags in [["en-GB", "ms"], ["fr", "de"], [], ["msa"], ["id-ID"]] {
            #expect(Language.preferred(by: tags) == .english, "\(tags)")
        }
    }

    @Test func aCountTakesTheLanguagesPluralAndWritesItsNumberAsTheLanguageDoes() {
        let english = Localizer(language: .english, catalog: MessageCatalog(entries: ["test.films.one": "%@ film", "test.films.other": "%@ films"]), english: nil)
        let malay = Localizer(language: .malay, catalog: MessageCatalog(entries: ["test.films.other": "%@ filem"]), english: nil)
        #expect(english.count(1, TestText.films) == "1 film")
        #expect(english.count(0, TestText.films) == "0 films")
        #expect(english.count(1_024, TestText.films) == "1,024 films")
        #expect(malay.count(1, TestText.films) == "1 filem")
        #expect(malay.count(2, TestText.films) == "2 filem")
    }

    @Test func argumentsFillInOrderOrByPositionAndAMissingOneLeavesNothingBehind() {
        let text = Localizer(language: .malay, catalog: MessageCatalog(entries: [
            "test.inOrder": "%@ oleh %@", "test.byPosition": "%2$@ · %1$@ (100%%)", "test.films.other": "%@ filem",
        ]), english: nil)
        #expect(text(TestText.inOrder, "Heat", "Michael Mann") == "Heat oleh Michael Mann")
        #expect(text(TestText.byPosition, "Heat", "1995") == "1995 · Heat (100%)")
        #expect(text(TestText.inOrder, "Heat") == "Heat oleh ")
    }

    @Test func aMessageMissingInMalayIsWrittenInEnglishAndOneMissingEverywhereAsItsKey() {
        let english = MessageCatalog(entries: ["test.inOrder": "%@ by %@"])
        let malay = Localizer(language: .malay, catalog: MessageCatalog(entries: [:]), english: english)
        #expect(malay(TestText.inOrder, "Heat", "Michael Mann") == "Heat by Michael Mann")
        #expect(malay[TestText.byPosition] == "test.byPosition")
    }

    @Test func datesAndNumbersFollowTheLanguage() {
        let march12 = Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: .gmt, year: 2025, month: 3, day: 12, hour: 12))!
        let style = Date.FormatStyle(date: .abbreviated, time: .omitted, timeZone: .gmt)
        #expect(march12.formatted(style.locale(Localizer.malay.locale)) == "12 Mac 2025")
        #expect(Localizer.malay.number(1_024) == "1,024")
        #expect(Localizer.malay.number(7.5, fractionDigits: 0...1) == "7.5")
    }

    @Test func thePseudoLanguageBracketsEveryMessageAndMakesItLongerKeepingItsPlaceholders() {
        let text = Localizer.pseudo[LanguageText.label]
        #expect(text.hasPrefix("[Language"))
        #expect(text.hasSuffix("]"))
        #expect(text.count >= Int(Double("Language".count) * 1.4))
    }
}

/// Keys of the catalogs built in these tests.
enum TestText: String, MessageKey {
    static let table = "test"
    case films, inOrder, byPosition
}

/// Whole numbers are grouped as Foundation's formatter groups them, without calling it.
@Suite struct DigitGroupingTests {
    @Test(arguments: [0, 7, 999, 1_000, 1_024, 12_345, 999_999, 1_000_000, 31_322, -1_024, Int.max, Int.min + 1])
    func aNumberIsWrittenAsFoundationWritesIt(value: Int) {
        for localizer in [Localizer.english, Localizer.malay] {
            #expect(localizer.number(value) == value.formatted(.number.locale(localizer.locale)), "\(localizer.language): \(value)")
        }
    }
}

/// Decimals are rounded and written as Foundation's formatter writes them, without calling it.
@Suite struct DecimalWritingTests {
    @Test func everyRatingAndHourIsWrittenAsFoundationWritesIt() {
        let values = (0...20_000).map { Double($0) / 1_000 } + [7.35, 0.15, 2.25, 9.95, 99.95, 1_234.56, 1_000_000.5, -3.25, -0.04, 12.0]
        for localizer in [Localizer.english, Localizer.malay] {
            for digits in [0...1, 1...1, 0...0, 0...2] {
                let wrong = values.filter { localizer.number($0, fractionDigits: digits) != $0.formatted(.number.precision(.fractionLength(digits)).locale(localizer.locale)) }
                #expect(wrong.isEmpty, "\(localizer.language) \(digits): \(wrong.prefix(5).map { "\($0) → \(localizer.number($0, fractionDigits: digits))" })")
            }
        }
    }
}
