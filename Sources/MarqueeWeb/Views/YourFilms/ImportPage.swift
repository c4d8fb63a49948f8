import MarqueeCore

/// Import and export (`/you/import`): the upload of another service's export (or Marquee's own),
/// the films not matched yet, and the download of everything kept.
struct ImportPage: HTMLComponent {
    /// Why the last upload was refused, if it was.
    let message: String?
    /// How many films the person keeps that are not matched yet.
    let unmatched: Int
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .importExport, year: year).write(to: &html)
            html.markup("<section class=\"film-section\" aria-labelledby=\"import-title\"><h2 id=\"import-title\">Import your films</h2>\n")
            html.markup("<p>Bring your diary, ratings, watchlist and hearts from Letterboxd (the ZIP of your export, or one of its CSV files), IMDb (your ratings or a list as CSV) or Trakt (its JSON files), or Marquee’s own export. Up to 50 MB. You see what was read before anything is added, and importing a file again adds nothing twice.</p>\n")
            if let message {
                html.markup("<p id=\"import-message\" class=\"inline-message\" role=\"alert\">")
                html.text(message)
                html.markup("</p>\n")
            }
            html.markup("<form class=\"import-form\" method=\"post\" enctype=\"multipart/form-data\" action=\"")
            html.link(.importFile)
            html.markup("\">")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            html.markup("<label for=\"import-file\">Export file</label>\n<input id=\"import-file\" name=\"file\" type=\"file\" required accept=\".zip,.csv,.json,application/zip,text/csv,application/json\"")
            if message != nil { html.markup(" aria-invalid=\"true\" aria-describedby=\"import-message\"") }
            html.markup(">\n<button type=\"submit\" id=\"import-submit\">Read the file</button>\n</form>\n</section>\n")
            if unmatched > 0 {
                html.markup("<section class=\"film-section\" aria-labelledby=\"unmatched-title\"><h2 id=\"unmatched-title\">Not matched yet</h2>\n<p><a id=\"unmatched-link\" href=\"")
                html.link(.unmatchedFilms)
                html.markup("\">")
                html.text(CountText.of(unmatched, "film"))
                html.markup(" you imported are not matched to a film of the catalog yet</a>.</p>\n</section>\n")
            }
            html.markup("<section class=\"film-section\" aria-labelledby=\"export-title\"><h2 id=\"export-title\">Export your films</h2>\n")
            html.markup("<p>Everything you keep in Marquee (viewings with their ratings and reviews, your watchlist and hearts) as one ZIP: CSV files in the columns Letterboxd’s import takes, and one JSON file with all of it.</p>\n<p><a class=\"button\" id=\"export-link\" download href=\"")
            html.link(.exportFilms)
            html.markup("\">Download your films</a></p>\n</section>\n")
        }
    }
}
