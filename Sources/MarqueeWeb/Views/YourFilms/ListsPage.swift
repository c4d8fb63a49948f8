import MarqueeCore

/// A person's lists (`/you/lists`): each with its size and whether it is shared, and the form
/// that makes a new one.
struct ListsPage: HTMLComponent {
    let lists: [FilmListSummary]
    /// Why the last new list was refused, if it was.
    let message: String?
    /// The new list's name, made here so that the form sent twice makes one list.
    let newID: FilmListID
    /// The list just deleted, for its "Undo".
    let deleted: FilmListID?
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .lists, year: year).write(to: &html)
            html.markup("<section class=\"film-section\" aria-labelledby=\"lists-title\"><h2 id=\"lists-title\">")
            html.text(ListsPageText.yourLists)
            html.markup("</h2>\n")
            if let deleted {
                html.markup("<div class=\"notice\" role=\"status\">")
                html.text(ListsPageText.listDeleted)
                html.markup(" ")
                ListActionForm(list: deleted, action: "undo", movieID: nil, csrfToken: chrome.context.csrfToken).write(to: &html) { html in
                    html.markup("<button type=\"submit\" id=\"undo-delete-list\" class=\"secondary\">")
                    html.text(ListsPageText.undo)
                    html.markup("</button>")
                }
                html.markup("</div>\n")
            }
            if lists.isEmpty {
                html.markup("<p id=\"lists-empty\" class=\"empty-state\">")
                html.text(ListsPageText.empty)
                html.markup("</p>\n")
            } else {
                html.markup("<ul id=\"film-lists\" class=\"film-lists\">\n")
                for list in lists {
                    html.markup("<li><a href=\"")
                    html.link(.filmList(id: list.id))
                    html.markup("\">")
                    html.text(list.name)
                    html.markup("</a> <span class=\"muted\">")
                    let films = html.localizer.count(list.filmCount, YourFilmsText.films)
                    html.text(list.isShared ? html.localizer(ListsPageText.shared, films) : films)
                    html.markup("</span></li>\n")
                }
                html.markup("</ul>\n")
            }
            html.markup("</section>\n")
            NewListForm(id: newID, movieID: nil, message: message, csrfToken: chrome.context.csrfToken).write(to: &html)
        }
    }
}

/// The form that makes a list (with a film in it, from the film's "Add to a list").
struct NewListForm: HTMLComponent {
    let id: FilmListID
    let movieID: Int?
    let message: String?
    let csrfToken: String

    func write(to html: inout HTMLWriter) {
        html.markup("<section class=\"film-section\" aria-labelledby=\"new-list-title\"><h2 id=\"new-list-title\">")
        html.text(ListsPageText.newList)
        html.markup("</h2>\n")
        if let message {
            html.markup("<p id=\"list-message\" class=\"inline-message\" role=\"alert\">")
            html.text(message)
            html.markup("</p>\n")
        }
        html.markup("<form class=\"list-form\" method=\"post\" action=\"")
        html.link(.lists)
        html.markup("\">")
        CSRFField(token: csrfToken).write(to: &html)
        html.markup("<input type=\"hidden\" name=\"list_id\" value=\"")
        html.attribute(id.rawValue)
        html.markup("\">")
        if let movieID {
            html.markup("<input type=\"hidden\" name=\"movie_id\" value=\"")
            html.number(movieID)
            html.markup("\">")
        }
        html.markup("<label for=\"list-name\">")
        html.text(ListsPageText.name)
        html.markup("</label>\n<input id=\"list-name\" name=\"name\" required maxlength=\"100\" autocomplete=\"off\"")
        if message != nil { html.markup(" aria-invalid=\"true\" aria-describedby=\"list-message\"") }
        html.markup(">\n<label for=\"list-description\">")
        html.text(ListsPageText.description)
        html.markup(" <span class=\"muted\">")
        html.text(ListsPageText.optional)
        html.markup("</span></label>\n")
        html.markup("<textarea id=\"list-description\" name=\"description\" rows=\"3\" maxlength=\"1000\"></textarea>\n")
        html.markup("<button type=\"submit\" id=\"new-list-button\">")
        html.text(ListsPageText.makeList)
        html.markup("</button>\n</form>\n</section>\n")
    }
}
