import MarqueeCore

/// A film page's part of the person's own film: "Want to watch", what they did
/// ("Watched 12 March 2025 · ★★★½ · 2nd time"), the log form, and each viewing with its edit
/// and delete forms. Plain forms that work without JavaScript.
struct FilmJournalSection: HTMLComponent {
    let state: FilmJournalViewState
    let notice: FilmNotice?
    /// Where the forms come back to: this film's page.
    let returnTo: Route
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        html.markup("<section id=\"your-film\" class=\"film-section your-film\" aria-labelledby=\"your-film-title\" data-movie-id=\"")
        html.number(state.movieID)
        html.markup("\">\n<h2 id=\"your-film-title\">")
        html.text(YourFilmsPageText.yourFilm)
        html.markup("</h2>\n")
        if let notice { self.notice(notice, to: &html) }
        if let lastWatched = state.lastWatched {
            html.markup("<p id=\"film-journal-summary\" class=\"journal-summary\">")
            html.text(lastWatched)
            if let rating = state.rating {
                html.markup(" · <span class=\"stars\" role=\"img\" aria-label=\"")
                html.attribute(html.localizer(YourFilmsPageText.yourRating, WatchDateText.spoken(rating, in: html.localizer)))
                html.markup("\">")
                html.text(rating.symbols)
                html.markup("</span>")
            }
            if let times = state.timesWatched {
                html.markup(" · ")
                html.text(times)
            }
            html.markup("</p>\n")
        }
        watchlistForm(to: &html)
        html.markup(state.viewings.isEmpty ? "<details class=\"log-viewing\" open>" : "<details class=\"log-viewing\">")
        html.markup("<summary class=\"button\">")
        html.text(YourFilmsPageText.logAViewing)
        html.markup("</summary>\n<form id=\"log-form\" class=\"viewing-form\" method=\"post\" action=\"")
        html.link(.logViewing(movieID: state.movieID))
        html.markup("\">\n")
        returnField(to: &html)
        ViewingFields(id: state.newViewingID, key: "new", day: state.today, latest: state.latest, rating: nil, review: nil, context: context).write(to: &html)
        html.markup("<button type=\"submit\" class=\"button primary\">")
        html.text(YourFilmsPageText.logIt)
        html.markup("</button>\n</form>\n</details>\n")
        if !state.viewings.isEmpty {
            html.markup("<h3 class=\"viewings-title\">")
            html.text(YourFilmsPageText.yourViewings)
            html.markup("</h3>\n<ol id=\"film-viewings\" class=\"viewings\">\n")
            for viewing in state.viewings { row(viewing, to: &html) }
            html.markup("</ol>\n")
        }
        html.markup("</section>\n")
    }

    private func watchlistForm(to html: inout HTMLWriter) {
        html.markup("<form class=\"watchlist-form\" method=\"post\" action=\"")
        html.link(.setWatchlist(movieID: state.movieID))
        html.markup("\"><input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(context.csrfToken)
        html.markup("\">")
        returnField(to: &html)
        html.markup(state.isOnWatchlist
            ? "<button type=\"submit\" id=\"watchlist-button\" class=\"button watchlist-button\" name=\"on\" value=\"false\" aria-pressed=\"true\">"
            : "<button type=\"submit\" id=\"watchlist-button\" class=\"button secondary watchlist-button\" name=\"on\" value=\"true\" aria-pressed=\"false\">")
        html.markup("<span aria-hidden=\"true\" class=\"watchlist-mark\"></span>")
        html.text(YourFilmsPageText.wantToWatch)
        html.markup("</button></form>\n<a class=\"button secondary add-to-list\" id=\"add-to-list\" href=\"")
        html.link(.addToList(movieID: state.movieID))
        html.markup("\">")
        html.text(YourFilmsPageText.addToList)
        html.markup("</a>\n")
    }

    private func row(_ viewing: ViewingRowViewState, to html: inout HTMLWriter) {
        html.markup("<li class=\"viewing\" data-viewing-id=\"")
        html.attribute(viewing.id.rawValue)
        html.markup("\">")
        ViewingLine(viewing: viewing).write(to: &html)
        html.markup("<details class=\"edit-viewing\"><summary>")
        html.text(YourFilmsPageText.edit)
        html.markup("</summary>\n<form class=\"viewing-form\" method=\"post\" action=\"")
        html.link(.logViewing(movieID: state.movieID))
        html.markup("\">\n")
        returnField(to: &html)
        ViewingFields(id: viewing.id, key: viewing.id.rawValue, day: viewing.day, latest: state.latest, rating: viewing.rating,
                      review: viewing.review, context: context).write(to: &html)
        html.markup("<button type=\"submit\" class=\"button primary\">")
        html.text(YourFilmsPageText.save)
        html.markup("</button>\n</form>\n</details>\n")
        DeleteViewingForm(id: viewing.id, deleted: true, returnTo: returnTo, context: context).write(to: &html)
        html.markup("</li>\n")
    }

    private func returnField(to html: inout HTMLWriter) {
        html.markup("<input type=\"hidden\" name=\"return_to\" value=\"")
        html.link(returnTo)
        html.markup("\">")
    }

    private func notice(_ notice: FilmNotice, to html: inout HTMLWriter) {
        html.markup("<div id=\"journal-notice\" class=\"journal-notice\" role=\"status\">")
        switch notice {
        case .logged: html.text(YourFilmsPageText.logged)
        case .loggedOffWatchlist: html.text(YourFilmsPageText.loggedOffWatchlist)
        case let .viewingDeleted(id):
            html.text(YourFilmsPageText.viewingDeleted)
            html.markup(" ")
            DeleteViewingForm(id: id, deleted: false, returnTo: returnTo, context: context).write(to: &html)
        }
        html.markup("</div>\n")
    }
}

/// A viewing in words: the day, the stars (named for a screen reader), "Rewatch", the review.
struct ViewingLine: HTMLComponent {
    let viewing: ViewingRowViewState

    func write(to html: inout HTMLWriter) {
        html.markup("<p class=\"viewing-line\"><time datetime=\"")
        html.attribute(viewing.day.description)
        html.markup("\">")
        html.text(viewing.date)
        html.markup("</time>")
        if let rating = viewing.rating {
            html.markup(" <span class=\"stars\" role=\"img\" aria-label=\"")
            html.attribute(WatchDateText.spoken(rating, in: html.localizer))
            html.markup("\">")
            html.text(rating.symbols)
            html.markup("</span>")
        }
        if viewing.isRewatch {
            html.markup(" <span class=\"rewatch\">")
            html.text(YourFilmsPageText.rewatch)
            html.markup("</span>")
        }
        html.markup("</p>\n")
        if let review = viewing.review {
            html.markup("<p class=\"review\">")
            html.text(review)
            html.markup("</p>\n")
        }
    }
}

/// Deletes a viewing, or puts it back ("Undo").
struct DeleteViewingForm: HTMLComponent {
    let id: ViewingID
    let deleted: Bool
    let returnTo: Route
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        html.markup("<form class=\"delete-viewing-form\" method=\"post\" action=\"")
        html.link(.deleteViewing(id: id))
        html.markup("\"><input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(context.csrfToken)
        html.markup(deleted ? "\"><input type=\"hidden\" name=\"deleted\" value=\"true\">" : "\"><input type=\"hidden\" name=\"deleted\" value=\"false\">")
        html.markup("<input type=\"hidden\" name=\"return_to\" value=\"")
        html.link(returnTo)
        html.markup(deleted ? "\"><button type=\"submit\" class=\"button secondary\">" : "\"><button type=\"submit\" class=\"button\">")
        html.text(deleted ? YourFilmsPageText.delete : YourFilmsPageText.undo)
        html.markup("</button></form>\n")
    }
}
