import Foundation
import HTTPTypes
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import Testing

/// Every screen and state in Malay, rendered by the whole app on the embedded catalog: no
/// English word is left in what a person sees or hears, apart from names and the films' own
/// facts, which the embedded catalog has in English only.
@Suite struct UntranslatedTextTests {
    let app = AppOnDisk()

    @Test func everyScreenAndStateInMalayHasNoEnglishWordLeft() async throws {
        let services = try app.services()
        let screens = Screens(), english = Screens(), scriptWords = Screens()
        try await app.run(services) { client in
            let browser = TestBrowser(client)
            browser.extraHeaders[.acceptLanguage] = "ms-MY,ms;q=0.9,en;q=0.5"
            try await ScreenTour(browser: browser, screens: screens).visitEverything()
            // Every toast, banner and label the page scripts write: the Malay module of their words.
            let page = try await browser.get("/").text
            let module = try #require(page.firstMatch(of: /\/assets\/page-text\.ms\.[0-9a-f]+\.js/).map { String($0.output) })
            scriptWords.keep(module, try await browser.get(module))
            // The same screens in English, which the test must find full of English words.
            let englishBrowser = TestBrowser(client)
            for uri in ["/login", "/search?q=qqxxzz", "/you"] { english.keep(uri, try await englishBrowser.get(uri)) }
        }
        let visited = screens.all
        #expect(visited.count >= 40, "only \(visited.count) screens were visited")
        var data = TestData.entered
        for (_, html) in visited {
            data.formUnion(try await TestData.facts(onPage: html, catalog: services.catalog))
        }
        data.formUnion(try TestData.imported())
        let detector = try EnglishWords()
        for (name, html) in english.all {
            #expect(detector.leftovers(in: VisibleText.of(html), data: data).count >= 3, "the test finds no English on \(name) in English")
        }
        for (name, source) in scriptWords.all {
            let json = source.drop { $0 != "{" }.dropLast(2)
            let words = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let texts = try #require(words["texts"] as? [String: String])
            #expect(texts.count > 40, "\(name) holds \(texts.count) messages")
            #expect(detector.leftovers(in: Array(texts.values), data: []).isEmpty, "English left in \(name): \(detector.leftovers(in: Array(texts.values), data: []))")
        }
        for (name, html) in visited {
            #expect(!html.contains("<html") || html.contains("<html lang=\"ms\""), "\(name) is not marked as Malay")
            let leftovers = detector.leftovers(in: VisibleText.of(html), data: data)
            #expect(leftovers.isEmpty, "English left on \(name): \(leftovers.joined(separator: " | "))")
        }
        await services.shutdown()
    }
}

/// The pages visited, by name.
final class Screens: @unchecked Sendable {
    private let lock = NSLock()
    private var pages: [(String, String)] = []

    func keep(_ name: String, _ answer: TestBrowser.Answer) {
        lock.withLock { pages.append((name, answer.text)) }
    }

    var all: [(String, String)] { lock.withLock { pages } }
}

/// What the tour types, which is the person's own and not the interface's.
enum TestData {
    static let entered: Set<String> = ["Ana", "Lee", "ana@example.com", "ana@", "Hujung minggu", "Filem hebat sekali", "qqxxzz", "Heat", "heat",
                                       "love", "Marquee", "diary.csv"]

    /// Every field of the file the tour imports: its titles, and the values its rows are refused for.
    static func imported() throws -> Set<String> {
        let text = String(decoding: try Fixtures.data("imports/letterboxd/handmade-diary-tricky.csv"), as: UTF8.self)
        return Set(text.split(whereSeparator: \.isNewline).flatMap { line in
            line.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).replacingOccurrences(of: "\"\"", with: "\"") }
        }.filter { $0.count > 2 })
    }

    /// The films and people a page links to, with their words as the catalog gives them.
    static func facts(onPage html: String, catalog: any MovieCatalog) async throws -> Set<String> {
        var facts: Set<String> = []
        for id in Set(numbers(after: "/movies/", in: html)) {
            guard let profile = try await catalog.profile(ofMovie: id) else { continue }
            let movie = profile.movie
            facts.formUnion([movie.title, movie.originalTitle, movie.overview, profile.tagline])
            facts.formUnion(profile.directors.map(\.name) + profile.cast.flatMap { [$0.person.name, $0.character] })
            facts.formUnion(profile.recommendations.map(\.title))
            if let certification = profile.certifications?.values { facts.formUnion(certification) }
        }
        for id in Set(numbers(after: "/people/", in: html)) {
            guard let person = try await catalog.person(id: id) else { continue }
            facts.formUnion([person.name, person.biography, person.placeOfBirth] + person.castCredits.flatMap { [$0.movie.title, $0.character] })
        }
        return facts.filter { !$0.isEmpty }
    }

    private static func numbers(after prefix: String, in html: String) -> [Int] {
        html.components(separatedBy: prefix).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }
}

/// Tells English words from Malay ones: a word is English when the English catalog or the
/// commonest English words hold it and the Malay catalog does not.
struct EnglishWords {
    let english: Set<String>
    let malay: Set<String>
    /// Names and words written alike in both languages.
    static let allowed: Set<String> = ["marquee", "tmdb", "flickr", "imdb", "letterboxd", "trakt", "csv", "zip", "json", "pg", "ok", "mb", "kb"]
    static let common = """
        the of to and in on for with your you this that is are was were no not yet or by from at as it be has have will can all any
        more less here there what when where which who how why these those they them we our my me its his her an if then than so
        up out off now new back next go try again page film films movie movies search results sign log account watch watched list
        lists add remove delete save cancel edit share import export undo rating ratings rated diary year favorites favorite image
        images photos photo recent clear unknown none error offline saved copy loading show hide open close done keep later today
        want seen review reviews first last name email password mobile number gender male female other choose language change
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    init() throws {
        let englishCatalog = try MessageCatalog.bundled(.english)
        let malayCatalog = try MessageCatalog.bundled(.malay)
        english = Set(englishCatalog.keys.compactMap { englishCatalog.text($0) }.flatMap(VisibleText.words) + Self.common)
        malay = Set(malayCatalog.keys.compactMap { malayCatalog.text($0) }.flatMap(VisibleText.words))
    }

    /// The English words of `pieces`, once `data` (names, the films' facts, what was typed) is
    /// taken out, each with the piece it stands in.
    func leftovers(in pieces: [String], data: Set<String>) -> [String] {
        let data = data.sorted { $0.count > $1.count }
        return pieces.compactMap { piece in
            // Addresses are not words: a shared list's link, shown to be copied.
            var rest = piece.replacingOccurrences(of: #"(https?://|/)[^\s“”"]+"#, with: " ", options: .regularExpression)
            for fact in data where rest.contains(fact) { rest = rest.replacingOccurrences(of: fact, with: " ") }
            let found = VisibleText.words(rest).filter { english.contains($0) && !malay.contains($0) && !Self.allowed.contains($0) }
            return found.isEmpty ? nil : "\(found.joined(separator: ",")) in “\(piece.prefix(80))”"
        }
    }
}
