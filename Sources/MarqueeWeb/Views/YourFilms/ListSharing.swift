import MarqueeCore

/// A list's sharing: its link when shared (and whether search engines may list it), or the
/// button that shares it.
struct ListSharing: HTMLComponent {
    let list: FilmList
    let csrfToken: String

    func write(to html: inout HTMLWriter) {
        html.markup("<section class=\"film-section list-sharing\" aria-labelledby=\"sharing-title\"><h2 id=\"sharing-title\">")
        html.text(ListsPageText.share)
        html.markup("</h2>\n")
        let form = { (action: StaticString) in ListActionForm(list: list.id, action: action, movieID: nil, csrfToken: csrfToken) }
        if let share = list.share {
            html.markup("<p>")
            html.text(ListsPageText.anyoneWithLink)
            html.markup(" <a id=\"share-link\" href=\"")
            html.link(.sharedList(token: share.token))
            html.markup("\">")
            html.link(.sharedList(token: share.token))
            html.markup("</a></p>\n<p class=\"muted\">")
            html.text(share.isIndexable ? ListsPageText.indexable : ListsPageText.notIndexable)
            html.markup("</p>\n")
            form("unshare").write(to: &html) { html in
                html.markup("<button type=\"submit\" class=\"secondary\" id=\"unshare-list\">")
                html.text(ListsPageText.stopSharing)
                html.markup("</button>")
            }
        } else {
            html.markup("<p>")
            html.text(ListsPageText.shareIntro)
            html.markup("</p>\n")
            form("share").write(to: &html) { html in
                html.markup("<div class=\"choice\"><input type=\"checkbox\" id=\"share-indexable\" name=\"indexable\" value=\"true\"><label for=\"share-indexable\">")
                html.text(ListsPageText.letSearchEngines)
                html.markup("</label></div>")
                html.markup("<button type=\"submit\" id=\"share-list\">")
                html.text(ListsPageText.shareByLink)
                html.markup("</button>")
            }
        }
        html.markup("</section>\n")
    }
}
