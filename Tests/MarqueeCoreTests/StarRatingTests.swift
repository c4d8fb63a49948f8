import MarqueeCore
import Testing

@Suite struct StarRatingTests {
    @Test(arguments: [
        ("0.5", 1), ("1", 2), ("1.5", 3), ("2", 4), ("2.5", 5), ("3", 6), ("3.5", 7), ("4", 8), ("4.5", 9), ("5", 10),
        ("3.0", 6), ("5.0", 10), (" 4.5 ", 9), ("\t2\t", 4),
    ])
    func starsWrittenInHalfStarsAreRead(text: String, halfStars: Int) {
        #expect(StarRating(text)?.halfStars == halfStars, "\(text)")
    }

    @Test(arguments: [
        "0", "0.0", "00.5", "5.5", "6", "10", "3.25", "3.50", "3.", ".5", "3.5.", "3,5", "3 .5",
        "nan", "NaN", "inf", "-inf", "-1", "-0", "+3", "1e1", "", "   ", "three", "★★★",
        "٣", "٣.٥", "３", "3.٥",
    ])
    func anythingButHalfStarsFromHalfToFiveIsRefused(text: String) {
        #expect(StarRating(text) == nil, "\(text)")
    }

    @Test(arguments: [0, -1, 11, Int.min, Int.max])
    func halfStarsOutsideOneToTenAreRefused(halfStars: Int) {
        #expect(StarRating(halfStars: halfStars) == nil)
    }

    @Test func symbolsDrawWholeStarsThenAHalf() {
        #expect(StarRating("0.5")?.symbols == "½")
        #expect(StarRating("1")?.symbols == "★")
        #expect(StarRating("3.5")?.symbols == "★★★½")
        #expect(StarRating("5")?.symbols == "★★★★★")
    }

    @Test func descriptionWritesWholeStarsWithoutADecimal() {
        #expect(StarRating("3.0")?.description == "3")
        #expect(StarRating("0.5")?.description == "0.5")
        #expect(StarRating(" 4.5 ")?.description == "4.5")
        #expect(StarRating.all.map(\.description) == ["0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5"])
    }

    @Test func everyDescriptionReadsBackAsTheSameRating() {
        for rating in StarRating.all {
            #expect(StarRating(rating.description) == rating)
        }
    }

    @Test func starsAndOutOfTenFollowTheHalfStars() throws {
        let rating = try #require(StarRating("3.5"))
        #expect(rating.stars == 3.5)
        #expect(rating.outOfTen == 7)
    }

    @Test func moreHalfStarsRankHigher() throws {
        let three = try #require(StarRating("3"))
        let threeAndAHalf = try #require(StarRating("3.5"))
        #expect(three < threeAndAHalf)
        #expect(!(threeAndAHalf < three))
        #expect(StarRating("3.0") == three)
        #expect(StarRating.all.max() == StarRating(halfStars: 10))
        #expect(StarRating.all.min() == StarRating(halfStars: 1))
    }

    @Test func allHoldsTheTenRatingsFromLowestToHighest() {
        #expect(StarRating.all.count == 10)
        #expect(StarRating.all.map(\.halfStars) == Array(1...10))
        #expect(StarRating.all == StarRating.all.sorted())
    }
}
