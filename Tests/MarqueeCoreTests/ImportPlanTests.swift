import Foundation
import MarqueeCore
import Testing

/// What an import writes: a rating given apart from a viewing goes with the film's latest
/// imported viewing or stands as its own, a film marked watched without a day is one viewing,
/// a pick resolves a film that fits several, and nothing the person has already is written again.
@Suite struct ImportPlanTests {
    let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"))
    let alien = Movie(id: 348, title: "Alien", releaseDate: ReleaseDate("1979-05-25"))
    let solaris = [Movie(id: 593, title: "Solaris", releaseDate: ReleaseDate("1972-03-20")), Movie(id: 2_103, title: "Solaris", releaseDate: ReleaseDate("2002-11-27"))]
    let today = WatchDate("2026-11-29")!

    func day(_ text: String) -> WatchDate { WatchDate(text)! }
    func stars(_ halfStars: Int) -> StarRating { StarRating(halfStars: halfStars)! }

    var preview: ImportPreview {
        let heatFilm = ImportedFilm(title: "Heat", year: 1995), alienFilm = ImportedFilm(title: "Alien", year: 1979)
        let solarisFilm = ImportedFilm(title: "Solaris"), lost = ImportedFilm(title: "Le Film Perdu", year: 1972)
        var batch = ImportBatch(source: .letterboxd)
        batch.viewings = [ImportedViewing(film: heatFilm, watchedOn: day("2024-01-05")), ImportedViewing(film: heatFilm, watchedOn: day("2024-03-01"))]
        batch.ratings = [ImportedRating(film: heatFilm, rating: stars(8), ratedOn: day("2024-03-02")),
                         ImportedRating(film: alienFilm, rating: stars(9), ratedOn: day("2023-01-09"))]
        batch.watched = [ImportedMark(film: alienFilm, on: day("2020-01-01")), ImportedMark(film: lost)]
        batch.watchlist = [ImportedMark(film: solarisFilm, on: day("2022-02-02"))]
        return ImportPreview(batch: batch, matches: [heatFilm: .one(heat), alienFilm: .one(alien), solarisFilm: .several(solaris), lost: .none])
    }

    @Test func aRatingApartGoesWithTheLatestViewingOrStandsAsItsOwnAndAMarkWithoutADayIsOneViewing() {
        let plan = ImportPlan(preview, today: today)
        #expect(plan.viewings.map { "\($0.watchedOn) \($0.rating?.description ?? "-") \($0.unlessKnown)" } == [
            "2024-01-05 - false", "2024-03-01 4 false", "2023-01-09 4.5 true", "\(today) - true",
        ])
        #expect(plan.viewings.last?.film == .unmatched(title: "Le Film Perdu", year: 1972))
        #expect(plan.watchlist.first?.film == .unmatched(title: "Solaris", year: nil), "no pick: kept by its name")
    }

    @Test func aPickMakesAFilmThatFitsSeveralTheOneChosenAndAnyOtherValueIsNoPick() {
        let solarisFilm = ImportedFilm(title: "Solaris")
        #expect(ImportPlan(preview, picks: [solarisFilm: 2_103], today: today).watchlist.first?.film == .film(TrackedFilm(movie: solaris[1])))
        #expect(ImportPlan(preview, picks: [solarisFilm: 949], today: today).watchlist.first?.film == .unmatched(title: "Solaris", year: nil))
        #expect(ImportJobViewState.picks(["pick-0": "593"], of: preview) == [solarisFilm: 593])
        #expect(ImportJobViewState.picks(["pick-0": "0", "pick-9": "593"], of: preview).isEmpty)
    }

    @Test func viewingsThePersonHasAlreadyAreLeftOutAndTheRestWritten() {
        let plan = ImportPlan(preview, today: today)
        let ids: [PlannedFilm: Int] = [.film(TrackedFilm(movie: heat)): 949, .film(TrackedFilm(movie: alien)): 348, .unmatched(title: "Le Film Perdu", year: 1972): -1]
        let kept = [ImportPlan.KeptViewing(movieID: 949, watchedOn: day("2024-01-05"), rating: nil),
                    ImportPlan.KeptViewing(movieID: 348, watchedOn: day("2019-05-05"), rating: stars(9))]
        let (write, alreadyKept) = plan.viewingsToWrite(ids: ids, kept: kept)
        #expect(write.map { "\($0.movieID) \($0.viewing.watchedOn)" } == ["949 2024-03-01", "-1 \(today)"])
        #expect(alreadyKept == 2, "Heat's 5 January, and Alien's rating, given already")
    }
}
