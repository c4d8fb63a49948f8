import Foundation
import MarqueeCore
import Testing

/// A person's films in Bahasa Malaysia: the diary's months and days ("Mac 2025", "12 Mac 2025"),
/// a film's line, the year, an import's summary and why a row or a file could not be read, with
/// their counts ("3 filem"); in English each is written as it always was.
@Suite struct YourFilmsInMalayTests {
    let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate("1995-12-15"), genreIDs: [80])
    let solaris = Movie(id: 593, title: "Solaris", releaseDate: ReleaseDate("1972-03-20"))

    func viewing(_ movie: Movie, _ day: String, rating: String? = nil, ordinal: Int = 1) throws -> Viewing {
        let watchedOn = try #require(WatchDate(day))
        return Viewing(id: ViewingID.make(), movie: movie, watchedOn: watchedOn, rating: rating.flatMap { StarRating($0) },
                       review: nil, loggedAt: watchedOn.noonUTC, ordinal: ordinal)
    }

    @Test func theDiaryWritesItsMonthsAndDaysInTheLanguageOfThePage() throws {
        let viewings = [try viewing(heat, "2025-03-12", rating: "3.5", ordinal: 2), try viewing(solaris, "2025-08-01")]
        let malay = DiaryViewState(viewings: viewings, pageSize: 50, isFirstPage: true, years: [2025], localizer: .malay)
        #expect(malay.months.map(\.heading) == ["Mac 2025", "Ogos 2025"])
        #expect(malay.months.first?.rows.first?.date == "12 Mac 2025")
        #expect(malay.months.first?.rows.first?.posterAlt.contains("Heat") == true)
        let english = DiaryViewState(viewings: viewings, pageSize: 50, isFirstPage: true, years: [2025], localizer: .english)
        #expect(english.months.map(\.heading) == ["March 2025", "August 2025"])
        #expect(english.months.first?.rows.first?.date == "12 March 2025")
    }

    @Test func aFilmsLineSaysWhenItWasWatchedAndHowManyTimes() throws {
        let viewings = [try viewing(heat, "2025-03-12", rating: "3.5", ordinal: 2), try viewing(heat, "2024-01-05", ordinal: 1)]
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let malay = FilmJournalViewState(movie: heat, viewings: viewings, isOnWatchlist: false, now: now, localizer: .malay)
        #expect(malay.lastWatched == "Ditonton 12 Mac 2025")
        #expect(malay.timesWatched == "kali ke-2")
        let english = FilmJournalViewState(movie: heat, viewings: viewings, isOnWatchlist: false, now: now, localizer: .english)
        #expect(english.lastWatched == "Watched 12 March 2025")
        #expect(english.timesWatched == "2nd time")
        #expect(WatchDateText.spoken(StarRating(halfStars: 7)!, in: .malay) == "3.5 bintang")
        #expect(WatchDateText.spoken(StarRating(halfStars: 1)!, in: .english) == "half a star")
        #expect(WatchDateText.ordinal(21, in: .english) == "21st")
    }

    @Test func theYearCountsAndNamesItsMonthsAndFilmsOfNote() throws {
        let watched = [
            YearViewing(viewing: try viewing(heat, "2025-03-12", rating: "4"), film: TrackedFilm(movie: heat, runtime: 170)),
            YearViewing(viewing: try viewing(solaris, "2025-08-01"), film: TrackedFilm(movie: solaris)),
        ]
        let review = YearInReview(year: 2025, viewings: watched)
        let malay = YearViewState(review, years: [2025], localizer: .malay)
        #expect(malay.months.map(\.label).prefix(3) == ["Januari", "Februari", "Mac"])
        #expect(malay.hoursNote == "Masa tayangan tidak diketahui bagi 1 tontonan")
        #expect(malay.highlights.map(\.label).contains("Pertama tahun ini"))
        #expect(malay.highlights.contains { $0.detail == "12 Mac 2025" })
        #expect(malay.highlights.contains { $0.detail == "2 j 50 min" })
        let english = YearViewState(review, years: [2025], localizer: .english)
        #expect(english.months.map(\.label).prefix(3) == ["January", "February", "March"])
        #expect(english.hoursNote == "Running time unknown for 1 viewing")
        #expect(english.highlights.map(\.label).contains("First of the year"))
    }

    @Test func anImportsSummaryCountsInTheLanguageOfThePage() {
        var batch = ImportBatch(source: .letterboxd)
        let films = ["Heat", "Solaris", "Ran"].map { ImportedFilm(title: $0) }
        batch.viewings = films.map { ImportedViewing(film: $0, watchedOn: WatchDate("2025-03-12")!) }
        batch.rejected = [RejectedRow(file: "diary.csv", line: 8, problem: .notADay(given: "last tuesday"))]
        let preview = ImportPreview(batch: batch, matches: Dictionary(uniqueKeysWithValues: films.map { ($0, FilmMatch.one(heat)) }))
        var job = ImportJob(id: "job", owner: .localUser, fileName: "diary.csv", total: 3, at: Date())
        job.state = .ready
        job.preview = preview
        guard case let .ready(malay) = ImportJobViewState(job, localizer: .malay).stage,
              case let .ready(english) = ImportJobViewState(job, localizer: .english).stage else {
            Issue.record("the job is ready")
            return
        }
        #expect(malay.lines.first == "Daripada Letterboxd: 3 tontonan, 0 penilaian, 0 filem untuk ditonton, 0 kegemaran.")
        #expect(malay.lines.contains("3 filem sepadan dengan satu filem dalam katalog."))
        #expect(malay.rejected == ["diary.csv, baris 8: “last tuesday” bukan tarikh (YYYY-MM-DD)."])
        #expect(english.lines.first == "From Letterboxd: 3 viewings, 0 ratings, 0 films to watch, 0 hearts.")
        #expect(english.lines.contains("3 films matched one film of the catalog."))
        #expect(english.rejected == ["diary.csv, row 8: “last tuesday” is not a day (YYYY-MM-DD)."])
        #expect(ImportJobViewState.progress(done: 1_200, of: 5_000, in: .malay) == "1,200 daripada 5,000 filem")
        #expect(ImportJobViewState.progress(done: 1, of: 1, in: .english) == "1 of 1 film")

        job.state = .written
        job.result = ImportResult(viewingsAdded: 3, viewingsAlreadyKept: 1, watchlistAdded: 1, heartsAdded: 0)
        guard case let .written(lines, _) = ImportJobViewState(job, localizer: .malay).stage else { return }
        #expect(lines == ["Ditambah: 3 tontonan ke diari anda, 1 filem ke senarai tontonan anda dan 0 kegemaran.",
                          "1 tontonan yang sudah ada pada anda tidak ditambah lagi."])
        guard case let .written(englishLines, _) = ImportJobViewState(job, localizer: .english).stage else { return }
        #expect(englishLines == ["Added 3 viewings to your diary, 1 film to your watchlist and 0 hearts.",
                                 "1 viewing you had already was not added again."])
    }

    @Test func refusalsSayWhyInTheLanguageOfThePage() {
        #expect(ViewingError.dateTooEarly.message(in: .malay) == "Hari anda menontonnya tidak boleh sebelum 1 Januari 1870.")
        #expect(ViewingError.dateTooEarly.message(in: .english) == "The day you watched it can't be before 1 January 1870.")
        #expect(ViewingError.reviewTooLong.message(in: .english) == "A review can be at most 2,000 characters.")
        #expect(ListError.descriptionTooLong.message(in: .english) == "A list's description can be at most 1,000 characters.")
        #expect(ListError.nameMissing.message(in: .malay) == "Berikan nama kepada senarai ini.")
        #expect(ImportError.tooManyRows(limit: 100_000).message(in: .english) == "The file has more than 100,000 rows. Split it and import each part.")
        #expect(ImportError.tooManyRows(limit: 100_000).message(in: .malay).hasPrefix("Fail ini mempunyai lebih daripada 100,000 baris."))
        let item = RowProblem.item(.rating, number: 2, .ratingNotInStars(given: nil))
        #expect(item.reason(in: .english) == "Rating 2: the rating (none) is not half a star to five stars.")
        #expect(item.reason(in: .malay) == "Penilaian 2: penilaian (tiada) bukan dari setengah bintang hingga lima bintang.")
    }

    @Test func aRejectedRowKeepsItsProblemAndGivesItsReasonInEnglishToReadersOfItsJSON() throws {
        let row = RejectedRow(file: "ratings.csv", line: 3, problem: .ratingNotOutOfTen(given: "11"))
        let data = try JSONEncoder().encode(row)
        #expect(String(decoding: data, as: UTF8.self).contains(#""reason":"The rating “11” is not from 1 to 10.""#))
        #expect(try JSONDecoder().decode(RejectedRow.self, from: data) == row)
        // A job saved before problems were kept still reads.
        let old = try JSONDecoder().decode(RejectedRow.self, from: Data(#"{"file":"a.csv","line":2,"reason":"No title."}"#.utf8))
        #expect(old.problem == .unreadable)
    }
}
