import MarqueeCore

/// An import (`/you/import/{job}`): its progress while the films are matched (the page script
/// follows it; without one, the page reloads itself), then the summary and the picks, then what
/// was written.
struct ImportJobPage: HTMLComponent {
    let state: ImportJobViewState
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .importExport, year: year).write(to: &html)
            html.markup("<section class=\"film-section import-job\" aria-labelledby=\"import-job-title\"><h2 id=\"import-job-title\">")
            html.text(html.localizer(ImportPageText.importing, state.fileName))
            html.markup("</h2>\n")
            switch state.stage {
            case let .matching(done, total):
                ImportProgress(jobID: state.id, label: html.localizer[ImportPageText.matching], done: done, total: total).write(to: &html)
            case let .writing(done, total):
                ImportProgress(jobID: state.id, label: html.localizer[ImportPageText.writing], done: done, total: total).write(to: &html)
            case let .ready(summary): ready(summary, to: &html)
            case let .written(lines, unmatched): written(lines, unmatched: unmatched, to: &html)
            case let .failed(message):
                InlineMessage(message: message).write(to: &html)
                again(to: &html)
            }
            html.markup("</section>\n")
        }
    }

    private func ready(_ summary: ImportJobViewState.Summary, to html: inout HTMLWriter) {
        html.markup("<ul class=\"import-summary\">\n")
        for line in summary.lines {
            html.markup("<li>")
            html.text(line)
            html.markup("</li>\n")
        }
        html.markup("</ul>\n<form class=\"import-confirm\" method=\"post\" action=\"")
        html.link(.importJob(id: state.id))
        html.markup("\">")
        CSRFField(token: chrome.context.csrfToken).write(to: &html)
        for choice in summary.choices { pick(choice, to: &html) }
        if summary.hasAnything {
            html.markup("<button type=\"submit\" id=\"import-confirm\">")
            html.text(ImportPageText.confirm)
            html.markup("</button>\n")
        } else {
            html.markup("<p>")
            html.text(ImportPageText.nothingToImport)
            html.markup("</p>\n")
        }
        html.markup("</form>\n")
        if !summary.rejected.isEmpty {
            html.markup("<details class=\"import-rejected\"><summary>")
            html.text(html.localizer(ImportPageText.rowsNotRead, html.localizer.count(summary.rejectedCount, YourFilmsText.rows)))
            html.markup("</summary>\n<ul>\n")
            for line in summary.rejected {
                html.markup("<li>")
                html.text(line)
                html.markup("</li>\n")
            }
            html.markup("</ul>\n</details>\n")
        }
    }

    private func pick(_ choice: ImportJobViewState.Choice, to html: inout HTMLWriter) {
        let name = "pick-\(choice.index)"
        html.markup("<fieldset class=\"import-pick\"><legend>")
        html.text(html.localizer(ImportPageText.whichFilm, choice.label))
        html.markup("</legend>\n")
        for (position, candidate) in choice.candidates.enumerated() {
            radio(name: name, id: "\(name)-\(position)", value: String(candidate.movieID), label: candidate.label, checked: false, to: &html)
        }
        radio(name: name, id: "\(name)-none", value: "0", label: html.localizer[ImportPageText.noneOfThese], checked: true, to: &html)
        html.markup("</fieldset>\n")
    }

    private func radio(name: String, id: String, value: String, label: String, checked: Bool, to html: inout HTMLWriter) {
        html.markup("<div class=\"choice\"><input type=\"radio\" name=\"")
        html.attribute(name)
        html.markup("\" id=\"")
        html.attribute(id)
        html.markup("\" value=\"")
        html.attribute(value)
        html.markup(checked ? "\" checked><label for=\"" : "\"><label for=\"")
        html.attribute(id)
        html.markup("\">")
        html.text(label)
        html.markup("</label></div>\n")
    }

    private func written(_ lines: [String], unmatched: Int, to html: inout HTMLWriter) {
        html.markup("<div class=\"import-done\" role=\"status\">\n")
        for line in lines {
            html.markup("<p>")
            html.text(line)
            html.markup("</p>\n")
        }
        html.markup("</div>\n<p><a class=\"button\" id=\"import-diary\" href=\"")
        html.link(.diary())
        html.markup("\">")
        html.text(ImportPageText.seeDiary)
        html.markup("</a></p>\n")
        if unmatched > 0 {
            html.markup("<p><a id=\"unmatched-link\" href=\"")
            html.link(.unmatchedFilms)
            html.markup("\">")
            html.text(html.localizer(ImportPageText.unmatchedCount, html.localizer.count(unmatched, YourFilmsText.films)))
            html.markup("</a>")
            html.text(ImportPageText.findEach)
            html.markup("</p>\n")
        }
    }

    private func again(to html: inout HTMLWriter) {
        html.markup("<p><a class=\"button\" href=\"")
        html.link(.importFile)
        html.markup("\">")
        html.text(ImportPageText.chooseFile)
        html.markup("</a></p>\n")
    }
}

/// An import's bar while its films are matched, which the page script (`import-progress.js`) moves.
struct ImportProgress: HTMLComponent {
    let jobID: String
    /// What is being done: "Matching the films to the catalog".
    let label: String
    let done: Int
    let total: Int

    func write(to html: inout HTMLWriter) {
        html.markup("<div")
        html.id(.importProgress)
        html.markup(" class=\"import-progress\" data-job=\"")
        html.attribute(jobID)
        html.markup("\"><label for=\"import-bar\">")
        html.text(label)
        html.markup("</label>\n<progress id=\"import-bar\" max=\"")
        html.number(max(total, 1))
        html.markup("\" value=\"")
        html.number(done)
        html.markup("\"></progress>\n<p class=\"import-count\" role=\"status\">")
        html.text(ImportJobViewState.progress(done: done, of: total, in: html.localizer))
        html.markup("</p>\n<noscript><p>")
        html.text(ImportPageText.reloads)
        html.markup("</p></noscript>\n</div>\n")
    }
}
