import MarqueeCore

/// "Add to a list" of a film (`/movies/{id}/lists`): each of the person's lists with a button
/// that adds the film to it, and a new list made with the film in it.
struct AddToListPage: HTMLComponent {
    let movie: Movie
    let lists: [FilmListSummary]
    let newID: FilmListID
    let message: String?
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 class=\"screen-title\">")
            html.text(ListsPageText.addToList)
            html.markup("</h1>\n<p>")
            html.text("\(movie.title) · \(MovieSummaryText.dateLine(of: movie, in: html.localizer))")
            html.markup("</p>\n")
            if !lists.isEmpty {
                html.markup("<ul id=\"add-to-lists\" class=\"film-lists\">\n")
                for list in lists {
                    html.markup("<li><form method=\"post\" action=\"")
                    html.link(.addToList(movieID: movie.id))
                    html.markup("\">")
                    CSRFField(token: chrome.context.csrfToken).write(to: &html)
                    html.markup("<input type=\"hidden\" name=\"list_id\" value=\"")
                    html.attribute(list.id.rawValue)
                    html.markup("\"><span>")
                    html.text(list.name)
                    html.markup("</span> <span class=\"muted\">")
                    html.text(html.localizer.count(list.filmCount, YourFilmsText.films))
                    html.markup("</span> <button type=\"submit\" aria-label=\"")
                    html.attribute(html.localizer(ListsPageText.addTo, list.name))
                    html.markup("\">")
                    html.text(ListsPageText.add)
                    html.markup("</button></form></li>\n")
                }
                html.markup("</ul>\n")
            }
            NewListForm(id: newID, movieID: movie.id, message: message, csrfToken: chrome.context.csrfToken).write(to: &html)
        }
    }
}
