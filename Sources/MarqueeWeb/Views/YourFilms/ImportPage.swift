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
            html.markup("<section class=\"film-section\" aria-labelledby=\"import-title\"><h2 id=\"import-title\">")
            html.text(ImportPageText.importYourFilms)
            html.markup("</h2>\n<p>")
            html.text(ImportPageText.importIntro)
            html.markup("</p>\n")
            if let message {
                html.markup("<p id=\"import-message\" class=\"inline-message\" role=\"alert\">")
                html.text(message)
                html.markup("</p>\n")
            }
            html.markup("<form class=\"import-form\" method=\"post\" enctype=\"multipart/form-data\" action=\"")
            html.link(.importFile)
            html.markup("\">")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            html.markup("<label for=\"import-file\">")
            html.text(ImportPageText.exportFile)
            html.markup("</label>\n<input id=\"import-file\" name=\"file\" type=\"file\" required accept=\".zip,.csv,.json,application/zip,text/csv,application/json\"")
            if message != nil { html.markup(" aria-invalid=\"true\" aria-describedby=\"import-message\"") }
            html.markup(">\n<button type=\"submit\" id=\"import-submit\">")
            html.text(ImportPageText.readFile)
            html.markup("</button>\n</form>\n</section>\n")
            if unmatched > 0 {
                html.markup("<section class=\"film-section\" aria-labelledby=\"unmatched-title\"><h2 id=\"unmatched-title\">")
                html.text(ImportPageText.notMatchedYet)
                html.markup("</h2>\n<p><a id=\"unmatched-link\" href=\"")
                html.link(.unmatchedFilms)
                html.markup("\">")
                html.text(html.localizer(ImportPageText.unmatchedLink, html.localizer.count(unmatched, YourFilmsText.films)))
                html.markup("</a>.</p>\n</section>\n")
            }
            html.markup("<section class=\"film-section\" aria-labelledby=\"export-title\"><h2 id=\"export-title\">")
            html.text(ImportPageText.exportYourFilms)
            html.markup("</h2>\n<p>")
            html.text(ImportPageText.exportIntro)
            html.markup("</p>\n<p><a class=\"button\" id=\"export-link\" download href=\"")
            html.link(.exportFilms)
            html.markup("\">")
            html.text(ImportPageText.download)
            html.markup("</a></p>\n</section>\n")
        }
    }
}
