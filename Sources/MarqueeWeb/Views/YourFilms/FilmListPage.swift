import MarqueeCore

/// One of the person's lists (`/you/lists/{id}`): its films in order, each with its note and
/// buttons to move it up or down and take it off; its name and description; sharing by a link;
/// and deleting it, with "Undo" after.
struct FilmListPage: HTMLComponent {
    let list: FilmList
    /// What was just done, if anything.
    let notice: ListNotice?
    /// Why the last change was refused, if it was.
    let message: String?
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .lists, year: year).write(to: &html)
            html.markup("<section class=\"film-section film-list\" aria-labelledby=\"list-title\"><h2 id=\"list-title\">")
            html.text(list.name)
            html.markup("</h2>\n")
            if !list.description.isEmpty {
                html.markup("<p class=\"list-description\">")
                html.text(list.description)
                html.markup("</p>\n")
            }
            if let notice {
                html.markup("<p class=\"notice\" role=\"status\">")
                html.text(notice.text)
                html.markup("</p>\n")
            }
            if let message { InlineMessage(message: message).write(to: &html) }
            films(to: &html)
            html.markup("</section>\n")
            ListSharing(list: list, csrfToken: chrome.context.csrfToken).write(to: &html)
            settings(to: &html)
        }
    }

    private func films(to html: inout HTMLWriter) {
        guard !list.entries.isEmpty else {
            html.markup("<p id=\"list-empty\" class=\"empty-state\">")
            html.text(ListsPageText.listEmpty)
            html.markup("</p>\n")
            return
        }
        html.markup("<ol id=\"list-films\" class=\"list-films\">\n")
        for (position, entry) in list.entries.enumerated() {
            let movie = entry.movie
            html.markup("<li class=\"list-film\" data-movie-id=\"")
            html.number(movie.id)
            html.markup("\">")
            PosterImage(artwork: .poster(of: movie), size: .w92, width: "46", height: "69", alt: html.localizer(FilmCardText.posterAlt, movie.title)).write(to: &html)
            html.markup("<div class=\"list-film-text\"><a class=\"title-link\" href=\"")
            html.link(.film(movie.id))
            html.markup("\"><h3 class=\"movie-title\">")
            html.title(movie.title)
            html.markup("</h3></a><p class=\"muted\">")
            html.text(MovieSummaryText.dateLine(of: movie, in: html.localizer))
            html.markup("</p>\n")
            form(action: "note", movieID: movie.id, to: &html) { html in
                html.markup("<label for=\"note-")
                html.number(movie.id)
                html.markup("\">")
                html.text(ListsPageText.note)
                html.markup("</label><textarea id=\"note-")
                html.number(movie.id)
                html.markup("\" name=\"note\" rows=\"2\" maxlength=\"500\">")
                html.text(entry.note)
                html.markup("</textarea><button type=\"submit\" class=\"secondary\">")
                html.text(ListsPageText.saveNote)
                html.markup("</button>")
            }
            html.markup("<div class=\"list-film-actions\">")
            if position > 0 { move(movie, to: position - 1, label: html.localizer[ListsPageText.moveUp], to: &html) }
            if position < list.entries.count - 1 { move(movie, to: position + 1, label: html.localizer[ListsPageText.moveDown], to: &html) }
            form(action: "remove", movieID: movie.id, to: &html) { html in
                html.markup("<button type=\"submit\" class=\"secondary\" aria-label=\"")
                html.attribute(html.localizer(ListsPageText.takeOffLabel, movie.title))
                html.markup("\">")
                html.text(ListsPageText.takeOff)
                html.markup("</button>")
            }
            html.markup("</div></div></li>\n")
        }
        html.markup("</ol>\n")
    }

    private func move(_ movie: Movie, to position: Int, label: String, to html: inout HTMLWriter) {
        form(action: "move", movieID: movie.id, to: &html) { html in
            html.markup("<input type=\"hidden\" name=\"position\" value=\"")
            html.number(position)
            html.markup("\"><button type=\"submit\" class=\"secondary\" aria-label=\"")
            html.attribute("\(label): \(movie.title)")
            html.markup("\">")
            html.text(label)
            html.markup("</button>")
        }
    }

    private func settings(to html: inout HTMLWriter) {
        html.markup("<section class=\"film-section\" aria-labelledby=\"list-settings-title\"><h2 id=\"list-settings-title\">")
        html.text(ListsPageText.nameAndDescription)
        html.markup("</h2>\n")
        form(action: "rename", movieID: nil, to: &html) { html in
            html.markup("<label for=\"list-name\">")
            html.text(ListsPageText.name)
            html.markup("</label><input id=\"list-name\" name=\"name\" required maxlength=\"100\" value=\"")
            html.attribute(list.name)
            html.markup("\"><label for=\"list-description\">")
            html.text(ListsPageText.description)
            html.markup("</label><textarea id=\"list-description\" name=\"description\" rows=\"3\" maxlength=\"1000\">")
            html.text(list.description)
            html.markup("</textarea><button type=\"submit\">")
            html.text(ListsPageText.save)
            html.markup("</button>")
        }
        form(action: "delete", movieID: nil, to: &html) { html in
            html.markup("<button type=\"submit\" class=\"danger\" id=\"delete-list\">")
            html.text(ListsPageText.deleteList)
            html.markup("</button>")
        }
        html.markup("</section>\n")
    }

    private func form(action: StaticString, movieID: Int?, to html: inout HTMLWriter, _ fields: (inout HTMLWriter) -> Void) {
        ListActionForm(list: list.id, action: action, movieID: movieID, csrfToken: chrome.context.csrfToken).write(to: &html, fields)
    }
}

/// A form that changes a list: its token, its `action` and the film it is about.
struct ListActionForm {
    let list: FilmListID
    let action: StaticString
    let movieID: Int?
    let csrfToken: String

    func write(to html: inout HTMLWriter, _ fields: (inout HTMLWriter) -> Void) {
        html.markup("<form class=\"list-action\" method=\"post\" action=\"")
        html.link(.filmList(id: list))
        html.markup("\">")
        CSRFField(token: csrfToken).write(to: &html)
        html.markup("<input type=\"hidden\" name=\"action\" value=\"")
        html.markup(action)
        html.markup("\">")
        if let movieID {
            html.markup("<input type=\"hidden\" name=\"movie_id\" value=\"")
            html.number(movieID)
            html.markup("\">")
        }
        fields(&html)
        html.markup("</form>\n")
    }
}
