import MarqueeCore

/// A list's sharing: its link when shared (and whether search engines may list it), or the
/// button that shares it.
struct ListSharing: HTMLComponent {
    let list: FilmList
    let csrfToken: String

    func write(to html: inout HTMLWriter) {
        html.markup("<section class=\"film-section list-sharing\" aria-labelledby=\"sharing-title\"><h2 id=\"sharing-title\">Share</h2>\n")
        let form = { (action: StaticString) in ListActionForm(list: list.id, action: action, movieID: nil, csrfToken: csrfToken) }
        if let share = list.share {
            html.markup("<p>Anyone with this link can see the list, without an account: <a id=\"share-link\" href=\"")
            html.link(.sharedList(token: share.token))
            html.markup("\">")
            html.link(.sharedList(token: share.token))
            html.markup("</a></p>\n<p class=\"muted\">")
            html.markup(share.isIndexable ? "Search engines may list it." : "Search engines are asked to leave it out.")
            html.markup("</p>\n")
            form("unshare").write(to: &html) { html in
                html.markup("<button type=\"submit\" class=\"secondary\" id=\"unshare-list\">Stop sharing</button>")
            }
        } else {
            html.markup("<p>Share the list by a link nobody can guess. You can stop sharing it at any time.</p>\n")
            form("share").write(to: &html) { html in
                html.markup("<div class=\"choice\"><input type=\"checkbox\" id=\"share-indexable\" name=\"indexable\" value=\"true\"><label for=\"share-indexable\">Let search engines list it</label></div>")
                html.markup("<button type=\"submit\" id=\"share-list\">Share by a link</button>")
            }
        }
        html.markup("</section>\n")
    }
}
