import Foundation
import MarqueeCore
import Testing

@Suite struct WatchDateTests {
    @Test func aDayReadsAsItsYearMonthAndDay() throws {
        let day = try #require(WatchDate("2025-03-12"))
        #expect((day.year, day.month, day.day) == (2025, 3, 12))
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "1870-01-01", "0001-01-01", "9999-12-31", "2025-01-31", "2025-04-30", "2025-12-31"])
    func daysOfTheGregorianCalendarAreReadAndWrittenBack(text: String) {
        #expect(WatchDate(text)?.description == text)
    }

    @Test(arguments: [
        // February 29th only in leap years: not in a century year unless it divides by 400.
        "1900-02-29", "2023-02-29", "2025-02-30", "2025-04-31", "2025-13-01", "2025-00-10", "2025-03-00", "0000-01-01",
        // Only YYYY-MM-DD, in ASCII digits.
        "2025-3-12", "2025-03-2", "12/03/2025", "2025/03/12", "20250312", "２０２５-03-12", "2025-0٣-12", "2025-03-1a",
        "+025-03-12", "-025-03-12", "02025-03-12", "2025-03-120", "2025-03-12T00:00", " 2025-03-12", "2025-03-12 ", "", "today",
        String(repeating: "2025-03-12", count: 1_000),
    ])
    func anythingButAnExistingDayIsNotADate(text: String) {
        #expect(WatchDate(text) == nil, "\(text)")
    }

    @Test func laterDaysRankAfterEarlierOnes() throws {
        let texts = ["2025-03-12", "1999-12-31", "2025-02-28", "2025-03-02", "2024-12-31", "2025-03-11"]
        let days = texts.compactMap { WatchDate($0) }
        #expect(days.count == texts.count)
        #expect(days.sorted().map(\.description) == ["1999-12-31", "2024-12-31", "2025-02-28", "2025-03-02", "2025-03-11", "2025-03-12"])
        let endOfJanuary = try #require(WatchDate("2025-01-31"))
        let startOfFebruary = try #require(WatchDate("2025-02-01"))
        #expect(endOfJanuary < startOfFebruary)
        #expect(!(startOfFebruary < endOfJanuary))
        #expect(WatchDate("2025-03-12") == WatchDate("2025-03-12"))
    }

    @Test func theEarliestDayIsTheFirstOf1870() {
        #expect(WatchDate.earliest.description == "1870-01-01")
        #expect(WatchDate("1870-01-01") == WatchDate.earliest)
    }

    @Test func oneMomentFallsOnDifferentDaysEitherSideOfATimeZoneBoundary() throws {
        let utc = try zone(hours: 0), kualaLumpur = try zone(hours: 8), newYork = try zone(hours: -5)
        // 2025-03-12 23:30 UTC: already the 13th in Kuala Lumpur, still the 12th in New York.
        let lateEvening = Date(timeIntervalSince1970: 1_741_822_200)
        #expect(WatchDate(lateEvening, in: utc).description == "2025-03-12")
        #expect(WatchDate(lateEvening, in: kualaLumpur).description == "2025-03-13")
        #expect(WatchDate(lateEvening, in: newYork).description == "2025-03-12")
        // 2025-03-12 03:00 UTC: still the 11th in New York.
        let earlyMorning = Date(timeIntervalSince1970: 1_741_748_400)
        #expect(WatchDate(earlyMorning, in: newYork).description == "2025-03-11")
        #expect(WatchDate(earlyMorning, in: utc).description == "2025-03-12")
    }

    @Test func aMomentCrossesIntoTheNextYearEastOfUTC() throws {
        let utc = try zone(hours: 0), paris = try zone(hours: 1)
        // 2024-12-31 23:30 UTC.
        let newYearsEve = Date(timeIntervalSince1970: 1_735_687_800)
        #expect(WatchDate(newYearsEve, in: utc).description == "2024-12-31")
        #expect(WatchDate(newYearsEve, in: paris).description == "2025-01-01")
    }

    @Test func noonUTCIsTheSameDayInEveryZoneFromUTCMinus11ToPlus11() throws {
        let day = try #require(WatchDate("2025-03-12"))
        #expect(day.noonUTC == Date(timeIntervalSince1970: 1_741_737_600 + 12 * 3_600))
        for hours in -11...11 {
            let timeZone = try zone(hours: hours)
            #expect(WatchDate(day.noonUTC, in: timeZone) == day, "UTC\(hours)")
        }
    }

    private func zone(hours: Int) throws -> TimeZone {
        try #require(TimeZone(secondsFromGMT: hours * 3_600))
    }
}

@Suite struct WatchDateRuleTests {
    /// 2025-03-12 06:00 UTC: the 11th from UTC−12 to UTC−7, the 12th from UTC−6 to UTC+14.
    let morning = Date(timeIntervalSince1970: 1_741_759_200)
    let rule: WatchDateRule

    init() {
        rule = WatchDateRule(now: morning, personsToday: nil)
    }

    @Test func withoutTheBrowsersDayTheLatestDayAnywhereIsToday() {
        #expect(rule.today.description == "2025-03-12")
    }

    @Test func theLatestDayAnywhereTurnsAtTenUTCWhenItIsMidnightAtUTCPlus14() {
        // 2025-03-12 09:59:59 and 10:00:00 UTC.
        #expect(WatchDateRule(now: Date(timeIntervalSince1970: 1_741_773_599), personsToday: nil).today.description == "2025-03-12")
        #expect(WatchDateRule(now: Date(timeIntervalSince1970: 1_741_773_600), personsToday: nil).today.description == "2025-03-13")
    }

    @Test(arguments: ["2025-03-11", "2025-03-12"])
    func thePersonsTodayIsTakenWhenItIsTodaySomewhereOnEarth(personsToday: String) {
        #expect(WatchDateRule(now: morning, personsToday: personsToday).today.description == personsToday)
    }

    @Test func aPersonWhoseDayHasNotTurnedYetCannotLogTomorrowsDate() throws {
        let westOfUTC = WatchDateRule(now: morning, personsToday: "2025-03-11")
        #expect(try westOfUTC.day("2025-03-11").description == "2025-03-11")
        #expect(throws: ViewingError.dateInFuture) { try westOfUTC.day("2025-03-12") }
    }

    @Test(arguments: ["2025-03-13", "2025-03-10", "2099-01-01", "1870-01-01", "tomorrow", "", "2025-02-30"])
    func aBrowsersDayThatIsNotTodayAnywhereIsIgnored(personsToday: String) {
        #expect(WatchDateRule(now: morning, personsToday: personsToday).today.description == "2025-03-12")
    }

    @Test func theBrowsersDayIsIgnoredOnceMidnightHasPassedAtUTCMinus12() {
        // 2025-03-12 11:59:59 UTC is still the 11th at UTC−12; at 12:00:00 it is not.
        #expect(WatchDateRule(now: Date(timeIntervalSince1970: 1_741_780_799), personsToday: "2025-03-11").today.description == "2025-03-11")
        #expect(WatchDateRule(now: Date(timeIntervalSince1970: 1_741_780_800), personsToday: "2025-03-11").today.description == "2025-03-13")
    }

    @Test func todayAndEarlierDaysAreAccepted() throws {
        #expect(try rule.day("2025-03-12").description == "2025-03-12")
        #expect(try rule.day("2024-02-29").description == "2024-02-29")
        #expect(try rule.day(" 2025-03-01 ").description == "2025-03-01")
    }

    @Test func theFirstOf1870IsTheEarliestDayAccepted() throws {
        #expect(try rule.day("1870-01-01") == WatchDate.earliest)
        #expect(throws: ViewingError.dateTooEarly) { try rule.day("1869-12-31") }
        #expect(throws: ViewingError.dateTooEarly) { try rule.day("0001-01-01") }
    }

    @Test(arguments: ["2025-03-13", "2026-01-01", "9999-12-31"])
    func aDayAfterTodayIsInTheFuture(text: String) {
        #expect(throws: ViewingError.dateInFuture) { try rule.day(text) }
    }

    @Test(arguments: ["", "   ", "yesterday", "2025-02-30", "12/03/2025", "2025-3-12", "２０２５-03-12", "1869-12-32"])
    func textThatIsNotADayIsNotADate(text: String) {
        #expect(throws: ViewingError.notADate) { try rule.day(text) }
    }
}

@Suite struct ReviewTests {
    @Test(arguments: [nil, "", "   ", " \n\t\r\n "] as [String?])
    func anEmptyReviewIsNoReview(text: String?) throws {
        #expect(try Review.cleaned(text) == nil)
    }

    @Test func lineEndsBecomeLineFeedsAndTheEndsAreTrimmed() throws {
        #expect(try Review.cleaned("  Loved it.\r\nTwice.\rThree times.\n\n") == "Loved it.\nTwice.\nThree times.")
    }

    @Test func exactlyTwoThousandCharactersAreAccepted() throws {
        let letters = String(repeating: "a", count: Review.maximumLength)
        #expect(try Review.cleaned(letters) == letters)
        #expect(try Review.cleaned("  \n" + letters + "\r\n ") == letters)
    }

    @Test func anEmojiOfSeveralScalarsCountsAsOneCharacter() throws {
        let thumbs = String(repeating: "👍🏽", count: Review.maximumLength)
        #expect(thumbs.unicodeScalars.count == 2 * Review.maximumLength)
        #expect(try Review.cleaned(thumbs) == thumbs)
        #expect(throws: ViewingError.reviewTooLong) { try Review.cleaned(thumbs + "👍🏽") }
    }

    @Test func aLineEndCountsAsOneCharacter() throws {
        let text = String(repeating: "a", count: 1_000) + "\r\n" + String(repeating: "b", count: 999)
        #expect(try Review.cleaned(text) == String(repeating: "a", count: 1_000) + "\n" + String(repeating: "b", count: 999))
    }

    @Test func twoThousandAndOneCharactersAreTooLong() {
        #expect(throws: ViewingError.reviewTooLong) { try Review.cleaned(String(repeating: "a", count: Review.maximumLength + 1)) }
    }

    @Test func aHugeTextIsRefused() {
        #expect(throws: ViewingError.reviewTooLong) { try Review.cleaned(String(repeating: "a", count: 1_000_000)) }
        #expect(throws: ViewingError.reviewTooLong) { try Review.cleaned(String(repeating: "a\r\n", count: 200_000)) }
    }
}

@Suite struct ViewingIDTests {
    @Test func aUUIDIsKeptLowercased() {
        #expect(ViewingID("3F2504E0-4F89-41D3-9A0C-0305E82C3301")?.rawValue == "3f2504e0-4f89-41d3-9a0c-0305e82c3301")
        #expect(ViewingID("3f2504e0-4f89-41d3-9a0c-0305e82c3301")?.description == "3f2504e0-4f89-41d3-9a0c-0305e82c3301")
        #expect(ViewingID("ABCDEFGH") == ViewingID("abcdefgh"))
    }

    @Test func aNewNameIsALowercasedUUIDThatReadsBack() {
        let id = ViewingID.make()
        #expect(id.rawValue.count == 36)
        #expect(id.rawValue == id.rawValue.lowercased())
        #expect(ViewingID(id.rawValue) == id)
        #expect(ViewingID.make() != id)
    }

    @Test(arguments: ["abcd-123", String(repeating: "a", count: 64), "--------", "20250312"])
    func eightToSixtyFourLettersDigitsAndHyphensAreAName(text: String) {
        #expect(ViewingID(text)?.rawValue == text)
    }

    @Test(arguments: [
        "<script>", "abc1234", "", String(repeating: "a", count: 65), "café-latte-1", "viewing 0001", "viewing_0001",
        "viewing/0001", "../../etc", "ｖiewing-0001", "١٢٣٤٥٦٧٨", "viewing-0001\n", "viewing-0001\0",
    ])
    func anythingElseIsRefused(text: String) {
        #expect(ViewingID(text) == nil, "\(text)")
    }
}

@Suite struct DiaryCursorTests {
    let viewing: Viewing

    init() throws {
        viewing = Viewing(
            id: try #require(ViewingID("3f2504e0-4f89-41d3-9a0c-0305e82c3301")),
            movie: Movie(id: 272, title: "Batman Begins"),
            watchedOn: try #require(WatchDate("2025-03-12")),
            rating: StarRating("4.5"),
            review: nil,
            loggedAt: Date(timeIntervalSince1970: 1_732_870_000.123_4),
            ordinal: 1
        )
    }

    @Test func theCursorAfterAViewingKeepsItsDayWholeMillisecondsAndName() {
        let cursor = DiaryCursor(after: viewing)
        #expect(cursor.watchedOn == viewing.watchedOn)
        #expect(cursor.loggedAtMilliseconds == 1_732_870_000_123)
        #expect(cursor.id == viewing.id)
        #expect(cursor.description == "2025-03-12~1732870000123~3f2504e0-4f89-41d3-9a0c-0305e82c3301")
    }

    @Test func aCursorReadsBackFromItsDescription() throws {
        let cursor = DiaryCursor(after: viewing)
        #expect(DiaryCursor(cursor.description) == cursor)
        let first = try #require(DiaryCursor("1870-01-01~0~abcdefgh"))
        #expect(first.description == "1870-01-01~0~abcdefgh")
    }

    @Test(arguments: [
        "", "~~", "2025-03-12", "2025-03-12~1732870000123", "2025-03-12~1732870000123~3f2504e0~extra",
        "2025-02-30~1732870000123~abcdefgh", "12/03/2025~1732870000123~abcdefgh",
        "2025-03-12~~abcdefgh", "2025-03-12~nan~abcdefgh", "2025-03-12~1.5~abcdefgh", "2025-03-12~-1~abcdefgh",
        "2025-03-12~253402300800000~abcdefgh", "2025-03-12~99999999999999999999~abcdefgh",
        "2025-03-12~1732870000123~<script>", "2025-03-12~1732870000123~short", "2025-03-12~1732870000123~",
        "2025-03-12~" + String(repeating: "0", count: 30) + "1~" + String(repeating: "a", count: 64),
    ])
    func aMalformedCursorIsNil(text: String) {
        #expect(DiaryCursor(text) == nil, "\(text)")
    }
}
