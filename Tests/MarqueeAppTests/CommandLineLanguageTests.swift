import Foundation
import MarqueeApp
import MarqueeCore
import Testing

/// The command line speaks the language asked (`--language`, else `MARQUEE_LANGUAGE`, else
/// POSIX's `LC_ALL`, `LC_MESSAGES` and `LANG`), its counts in the language's plurals, and its
/// `--json` is the same in every language. Heat is 949 in the embedded catalog, The Dark Knight 155.
@Suite struct CommandLineLanguageTests {
    let marquee = MarqueeExecutable()

    /// A Letterboxd diary: two films of the catalog, one of none, and a row with a bad rating.
    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2025-03-12,Heat,1995,https://boxd.it/a1,4,,,2025-03-12
        2025-03-13,The Dark Knight,2008,https://boxd.it/a2,5,,,2025-03-13
        2025-03-14,Nowhere In Particular,2031,https://boxd.it/a3,,,,2025-03-14
        2025-03-15,Heat,1995,https://boxd.it/a4,9,,,2025-03-15

        """

    @Test func anImportReportInMalayPrintsMalayLinesWithItsCountsAndEnglishIsUnchanged() async throws {
        let english = try await importDiary(MarqueeExecutable(), [])
        #expect(english.status == 0, "\(english.errors)")
        #expect(english.output == """
            Read from Letterboxd: 3 viewings, 0 ratings, 0 films to watch, 0 hearts, 0 films marked watched.
            Films: 2 matched, 0 fit several, 1 fit none.
            Written: 3 viewings (0 kept already), 0 films to watch, 0 hearts.
            1 film kept by name and year: pick or find them under Your films → Not matched yet.
            1 row could not be read:
              diary.csv, row 5: The rating “9” is not half a star to five stars.

            """)
        let malay = try await importDiary(MarqueeExecutable(), ["--language", "ms"])
        #expect(malay.status == 0, "\(malay.errors)")
        #expect(malay.output == """
            Dibaca daripada Letterboxd: 3 tontonan, 0 penilaian, 0 filem untuk ditonton, 0 kegemaran, 0 filem ditanda sebagai ditonton.
            Filem: 2 sepadan, 0 padan dengan beberapa filem, 1 tidak padan dengan mana-mana.
            Disimpan: 3 tontonan (0 sudah disimpan sebelum ini), 0 filem untuk ditonton, 0 kegemaran.
            1 filem disimpan mengikut nama dan tahun: pilih atau cari filem itu di Filem anda → Belum dipadankan.
            1 baris tidak dapat dibaca:
              diary.csv, baris 5: Penilaian “9” bukan dari setengah bintang hingga lima bintang.

            """)

        let json = try await importDiary(MarqueeExecutable(), ["--json"])
        let malayJSON = try await importDiary(MarqueeExecutable(), ["--json"], environment: ["MARQUEE_LANGUAGE": "ms"])
        #expect(json.status == 0 && !json.output.isEmpty)
        #expect(malayJSON.output == json.output, "--json is language-free")
    }

    @Test func yourFilmsInMalayAreWrittenInMalayAndTheirJSONIsTheSame() async throws {
        let first = try await marquee.run("log", "949", "--date", "2025-03-12", "--rating", "3.5", "--review", "The diner scene.", "--language", "ms")
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "Direkodkan: Heat (1995) pada 12 Mac 2025 · ★★★½\n")
        let second = try await marquee.run(["log", "949", "--date", "2025-04-01", "--rating", "4"], environment: ["LANG": "ms_MY.UTF-8"])
        #expect(second.output == "Direkodkan: Heat (1995) pada 1 April 2025 · ★★★★ · kali ke-2\n")

        let diary = try await marquee.run("diary", "--year", "2025", "--language", "ms")
        #expect(diary.output == "2025-04-01\tHeat (1995) · ★★★★ · tonton semula\n2025-03-12\tHeat (1995) · ★★★½\n    The diner scene.\n")
        #expect(try await marquee.run("diary", "--year", "2020", "--language", "ms").output == "Tiada tontonan pada 2020.\n")
        let year = try await marquee.run("year", "2025", "--language", "ms")
        #expect(year.output.hasPrefix("Tahun 2025 anda dalam filem\nFilem: 1 · Tontonan: 2 · Jam: 5.7\n\nFilem setiap bulan:\n  Januari    0\n"), "\(year.output)")
        #expect(year.output.contains("\nPengarah teratas:\n  2  Michael Mann ["))
        #expect(try await marquee.run("year", "2022", "--language", "ms").output == "Belum ada apa-apa yang direkodkan pada 2022.\nTahun yang ada tontonan: 2025\n")

        let added = try await marquee.run("watchlist", "add", "155", "--language", "ms")
        #expect(added.output == "“The Dark Knight” ditambah ke senarai tontonan anda.\n155\tThe Dark Knight\t2008-07-16\n")
        #expect(try await marquee.run("watchlist", "remove", "949", "--language", "ms").output.hasPrefix("Filem 949 tiada dalam senarai tontonan anda.\n"))

        for command in [["diary", "--json"], ["year", "2025", "--json"], ["watchlist", "--json"], ["favorites", "--json"], ["history", "--json"]] {
            let english = try await marquee.run(command)
            let malay = try await marquee.run(command + ["--language", "ms"])
            #expect(english.status == 0 && malay.status == 0, "\(command)")
            #expect(malay.output == english.output, "\(command): --json is language-free")
        }
    }

    @Test func filmsPeopleAndSearchesInMalayAreWrittenInMalayAndTheirJSONIsTheSame() async throws {
        let film = try await marquee.run("movie", "155", "--language", "ms")
        #expect(film.status == 0, "\(film.errors)")
        #expect(film.output.contains("\nDiarahkan oleh Christopher Nolan [525]\n\nPelakon:\n  Christian Bale [3894] sebagai Bruce Wayne\n"), "\(film.output)")
        #expect(film.output.contains("\nLagi seperti ini:\n  49026   The Dark Knight Rises (2012)\n"))
        let person = try await marquee.run("person", "525", "--language", "ms")
        #expect(person.output.hasPrefix("Christopher Nolan\n") && person.output.contains("\n\nArahan:\n"), "\(person.output)")
        let search = try await marquee.run("search", "dark", "knight", "--language", "ms")
        #expect(search.output.hasPrefix("ID      TAJUK  "), "\(search.output)")
        #expect(search.output.hasSuffix("\n\nHalaman 1 daripada 1 · 4 hasil untuk “dark knight”\n"))
        let nothing = try await marquee.run("search", "qqqzzzxx", "--language", "ms")
        #expect(nothing.status == 1)
        #expect(nothing.errors == "Tiada filem yang sepadan dengan “qqqzzzxx”. Semak ejaan atau cuba dengan lebih sedikit perkataan.\n")

        for command in [["movie", "155", "--json"], ["person", "525", "--json"], ["search", "heat", "--json"]] {
            let english = try await marquee.run(command)
            let malay = try await marquee.run(command, environment: ["LANG": "ms_MY.UTF-8"])
            #expect(english.status == 0 && malay.output == english.output, "\(command): --json is language-free")
        }
    }

    @Test func anExportWritesItsZIPAndSaysWhatItHoldsInEachLanguage() async throws {
        #expect(try await marquee.run("log", "949", "--date", "2025-03-12", "--rating", "4").status == 0)
        let english = marquee.folder.appendingPathComponent("english.zip").path
        let run = try await marquee.run("export", "--output", english)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "Exported 1 viewings, 1 ratings, 0 films to watch, 0 hearts and 0 lists to \(english).\n")
        #expect(FileManager.default.contents(atPath: english)?.prefix(2) == Data("PK".utf8), "a ZIP")

        let again = try await marquee.run("export", "--output", english, "--language", "ms")
        #expect(again.output == "1 tontonan, 1 penilaian, 0 filem untuk ditonton, 0 kegemaran dan 0 senarai dieksport ke \(english).\n", "\(again.errors)")
        #expect(FileManager.default.contents(atPath: english)?.prefix(2) == Data("PK".utf8), "the ZIP there is replaced")
        let nowhere = try await marquee.run("export", "--output", "/nonexistent/marquee.zip", "--language", "ms")
        #expect(nowhere.status == 1 && nowhere.errors.hasPrefix("/nonexistent/marquee.zip tidak dapat ditulis: "), "\(nowhere.errors)")
    }

    @Test func theLanguageIsTheFlagsThenMarqueesVariableThenPOSIXsAndEnglishOtherwise() async throws {
        let english = "Your watchlist is empty. Add a film with: marquee watchlist add ID\n"
        let malay = "Senarai tontonan anda kosong. Tambah filem dengan: marquee watchlist add ID\n"
        let cases: [([String], [String: String], String)] = [
            ([], [:], english),
            ([], ["LANG": "C"], english),
            ([], ["LANG": "ms_MY.UTF-8"], malay),
            ([], ["LC_MESSAGES": "ms_MY.UTF-8", "LANG": "en_US.UTF-8"], malay),
            ([], ["LC_ALL": "C", "LANG": "ms_MY.UTF-8"], english),
            ([], ["LC_ALL": "fr_FR.UTF-8", "LANG": "ms_MY.UTF-8"], english),
            ([], ["MARQUEE_LANGUAGE": "ms", "LANG": "en_US.UTF-8"], malay),
            (["--language", "ms"], [:], malay),
            (["--language", "en"], ["MARQUEE_LANGUAGE": "ms", "LANG": "ms_MY.UTF-8"], english),
        ]
        for (flags, environment, expected) in cases {
            let run = try await marquee.run(["watchlist"] + flags, environment: environment)
            #expect(run.output == expected, "\(flags) \(environment)")
        }
    }

    @Test func aLanguageMarqueeDoesNotSpeakIsRefusedInTheEnvironmentsLanguage() async throws {
        let refused = try await marquee.run("watchlist", "--language", "fr")
        #expect(refused.status != 0)
        #expect(refused.errors.contains("--language takes en or ms, not “fr”."), "\(refused.errors)")
        let inMalay = try await marquee.run(["watchlist", "--language", "fr"], environment: ["LANG": "ms_MY.UTF-8"])
        #expect(inMalay.errors.contains("--language menerima en atau ms, bukan “fr”."), "\(inMalay.errors)")
        #expect(refused.output.isEmpty)
    }

    @Test func theSearchFooterCountsItsResultsInTheLanguagesPluralsInPlainDigits() {
        #expect(SearchCommandText.footer(1, page: 1, of: 1, query: "heat", in: .english) == "Page 1 of 1 · 1 result for “heat”")
        #expect(SearchCommandText.footer(10_000, page: 2, of: 500, query: "the", in: .english) == "Page 2 of 500 · 10000 results for “the”")
        #expect(SearchCommandText.footer(1, page: 1, of: 1, query: "heat", in: .malay) == "Halaman 1 daripada 1 · 1 hasil untuk “heat”")
        #expect(SearchCommandText.footer(35, page: 1, of: 2, query: "batman", in: .malay) == "Halaman 1 daripada 2 · 35 hasil untuk “batman”")
    }

    @Test func theLibrarysReportsSpeakMalay() {
        let page = PhotoPage(photos: [], page: 1, totalPages: 0, totalResults: 0)
        #expect(GalleryReport.table(page, query: "zzz", source: .flickr, in: .malay) == "Tiada imej yang sepadan dengan “zzz”.")
        #expect(GalleryReport.history([], json: false, in: .malay) == "Belum ada carian imej.")
        #expect(GalleryReport.cacheStats(files: 3, bytes: 3 << 20, limitBytes: 256 << 20, in: .malay) == "3 imej, 3.0 MB daripada 256.0 MB")
        #expect(AccountsReport.table([], in: .malay) == "Belum ada akaun. Orang ramai mendaftar di /signup.")
    }

    /// `marquee import diary.csv arguments…` on `marquee`'s own database.
    private func importDiary(_ marquee: MarqueeExecutable, _ arguments: [String], environment: [String: String] = [:]) async throws -> MarqueeExecutable.Run {
        try FileManager.default.createDirectory(at: marquee.folder, withIntermediateDirectories: true)
        let file = marquee.folder.appendingPathComponent("diary.csv")
        try Data(Self.diary.utf8).write(to: file)
        return try await marquee.run(["import", file.path] + arguments, environment: environment)
    }
}
