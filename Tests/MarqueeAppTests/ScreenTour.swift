import Foundation
import HTTPTypes
import MarqueeTestSupport
import NIOCore
import Testing

/// Walks every screen and state a person can reach, keeping each page: logged out and in, empty
/// and full, each form's messages, the errors, an import from start to end.
struct ScreenTour {
    let browser: TestBrowser
    let screens: Screens

    func visitEverything() async throws {
        try await browsing()
        try await forms()
        try await yourFilms()
    }

    /// Discover, search, history, favorites, a genre, a film, a person, the gallery, the errors.
    private func browsing() async throws {
        try await visit("discover", "/")
        let discover = try await visit("discover, top by users", "/?tab=users")
        try await visit("discover, top by critics", "/?tab=critics")
        try await visit("search, empty", "/search")
        try await visit("search, results", "/search?q=heat")
        try await visit("search, page 2", "/search?q=love&page=2")
        try await visit("search, nothing found", "/search?q=qqxxzz")
        try await visit("search, results alone", "/search/results?q=heat&page=1")
        try await visit("recent searches", "/history")
        try await visit("favorites, empty", "/favorites")
        let film = try #require(Self.first("/movies/", in: discover.text))
        try await visit("film", "/movies/\(film)")
        try await submit("heart", "/movies/\(film)/favorite", [("favorite", "true"), ("return_to", "/favorites")])
        try await visit("favorites", "/favorites")
        try await submit("heart taken off", "/movies/\(film)/favorite", [("favorite", "false"), ("return_to", "/favorites")])
        try await visit("genre", "/genres/28")
        try await visit("genre, page 2", "/genres/18?page=2")
        let filmPage = try await browser.get("/movies/\(film)")
        if let person = Self.first("/people/", in: filmPage.text) {
            try await visit("person", "/people/\(person)")
        }
        try await visit("gallery", "/gallery")
        try await visit("gallery, results", "/gallery?q=heat")
        try await visit("gallery, nothing found", "/gallery?q=qqxxzz")
        try await visit("offline page", "/offline")
        try await visit("no such page", "/nowhere")
        try await visit("no such film", "/movies/999999999")
        try await visit("no such person", "/people/999999999")
        try await visit("no such genre", "/genres/1")
        try await visit("a page past the end", "/search?q=heat&page=400")
    }

    /// Sign up and log in with each message, the account's pages.
    private func forms() async throws {
        try await visit("log in", "/login")
        try await visit("sign up", "/signup")
        try await submit("sign up, empty", "/signup", [])
        try await submit("sign up, bad email", "/signup", Self.signUp(email: "ana@"))
        try await submit("sign up, bad password", "/signup", Self.signUp(password: "short"))
        try await submit("sign up, bad mobile", "/signup", Self.signUp(mobile: "12345"))
        try await submit("sign up, no gender", "/signup", Self.signUp().filter { $0.0 != "gender" })
        try await submit("log in, empty", "/login", [("email", ""), ("password", "")])
        try await submit("log in, bad email", "/login", [("email", "ana@"), ("password", "marquee-films!")])
        try await submit("log in, unknown", "/login", [("email", "nobody@example.com"), ("password", "marquee-films!")])
        try await submit("signed up", "/signup", Self.signUp())
        try await submit("sign up, email taken", "/signup", Self.signUp())
        try await visit("account", "/account")
        try await visit("change mobile", "/account/mobile")
        try await submit("change mobile, bad number", "/account/mobile", [("mobile", "12345")])
        try await visit("delete account", "/account/delete")
        try await submit("delete account, wrong password", "/account/delete", [("password", "wrong-password!")])
    }

    /// Watchlist, a viewing with a rating and review, the diary, ratings, the year, lists, the
    /// import and export pages, films not matched.
    private func yourFilms() async throws {
        try await visit("diary, empty", "/you")
        try await visit("watchlist, empty", "/you/watchlist")
        try await visit("ratings, empty", "/you/ratings")
        try await visit("lists, empty", "/you/lists")
        let discover = try await browser.get("/")
        let film = try #require(Self.first("/movies/", in: discover.text))
        try await submit("on the watchlist", "/movies/\(film)/watchlist", [("on", "true")])
        try await visit("watchlist", "/you/watchlist")
        try await submit("logged", "/movies/\(film)/viewings", [("watched_on", "2026-03-12"), ("rating", "4.5"), ("review", "Filem hebat sekali")])
        try await submit("logged, a date in the future", "/movies/\(film)/viewings", [("watched_on", "2999-01-01")])
        try await visit("film, logged", "/movies/\(film)")
        try await visit("diary", "/you")
        try await visit("ratings", "/you/ratings")
        try await visit("year", "/you/2026")
        try await visit("year, empty", "/you/2001")
        let lists = try await browser.get("/you/lists")
        if let listID = Self.value(of: "list_id", in: lists.text) {
            try await submit("list made", "/you/lists", [("list_id", listID), ("name", "Hujung minggu"), ("movie_id", String(film))])
            try await submit("list shared", "/you/lists/\(listID)", [("action", "share")])
            let page = try await browser.get("/you/lists/\(listID)")
            screens.keep("list", page)
            if let token = page.text.components(separatedBy: "/lists/").dropFirst().lazy.map({ String($0.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) }).first(where: { $0.count > 16 }) {
                try await visit("shared list", "/lists/\(token)")
            }
            try await submit("list deleted", "/you/lists/\(listID)", [("action", "delete")])
        }
        try await visit("lists", "/you/lists")
        try await visit("add to a list", "/movies/\(film)/lists")
        try await visit("import", "/you/import")
        try await importFile()
        try await visit("films not matched", "/you/unmatched")
    }

    /// An import's upload, its summary, and its result.
    private func importFile() async throws {
        let data = try Fixtures.data("imports/letterboxd/handmade-diary-tricky.csv")
        let uploaded = try await browser.postFile("/you/import", fileName: "diary.csv", data: data)
        guard let location = uploaded.location else { return screens.keep("import refused", uploaded) }
        var job = try await browser.get(location)
        screens.keep("import, matching", job)
        for _ in 0..<200 where job.text.contains("class=\"import-progress\"") {
            try await Task.sleep(for: .milliseconds(100))
            job = try await browser.get(location)
        }
        screens.keep("import summary", job)
        let written = try await browser.post(location, [])
        screens.keep("import written", written.location == nil ? written : try await browser.get(written.location!))
        if let unmatched = Self.first("/you/unmatched/", in: try await browser.get("/you/unmatched").text) {
            try await visit("film not matched", "/you/unmatched/\(unmatched)")
            try await visit("film not matched, searched", "/you/unmatched/\(unmatched)?q=heat")
        }
        try await submit("import, not a file of films", "/you/import", [])
    }

    @discardableResult
    private func visit(_ name: String, _ uri: String) async throws -> TestBrowser.Answer {
        let answer = try await browser.get(uri)
        screens.keep(name, answer)
        return answer
    }

    /// POSTs the form and keeps the page it answers with, or the page it leads to.
    private func submit(_ name: String, _ uri: String, _ fields: [(String, String)]) async throws {
        let answer = try await browser.post(uri, fields)
        if let location = answer.location, answer.status.code / 100 == 3 {
            screens.keep(name, try await browser.get(location))
        } else {
            screens.keep(name, answer)
        }
    }

    static func signUp(email: String = "ana@example.com", password: String = "marquee-films!", mobile: String = "012-345 6789") -> [(String, String)] {
        [("email", email), ("password", password), ("first_name", "Ana"), ("last_name", "Lee"), ("mobile", mobile), ("gender", "female")]
    }

    /// The first number after `prefix` in `html` (a film's id after `/movies/`).
    static func first(_ prefix: String, in html: String) -> Int? {
        html.components(separatedBy: prefix).dropFirst().lazy.compactMap { Int($0.prefix { $0.isNumber }) }.first
    }

    /// The value of the first input named `name`.
    static func value(of name: String, in html: String) -> String? {
        guard let start = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }
}
