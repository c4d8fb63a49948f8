import MarqueeCore

/// A heart: a submit button of the page's one hearts form (``HeartsForm``), posting to its film's
/// favorite route, so it works without JavaScript; the page script sends it with `fetch`. Its
/// name is its `aria-label`; a button's children are presentational, so the icon needs no
/// `aria-hidden`.
struct HeartButton: HTMLComponent {
    let state: FavoriteButtonViewState
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        html.markup("<button class=\"heart\" form=\"hearts\" formaction=\"")
        html.link(.setFavorite(movieID: state.movieID))
        html.markup(state.isPressed ? "\" name=\"favorite\" value=\"false\" data-movie-id=\"" : "\" name=\"favorite\" value=\"true\" data-movie-id=\"")
        html.number(state.movieID)
        html.markup(state.isPressed ? "\" aria-pressed=\"true\" aria-label=\"" : "\" aria-pressed=\"false\" aria-label=\"")
        html.attribute(state.label)
        html.markup("\"><svg><use href=\"#heart\"/></svg></button>")
    }
}

/// The page's one form behind every heart: the CSRF token and the page to come back to, written
/// once instead of once per film. Each ``HeartButton`` names it and brings its own action and state.
struct HeartsForm: HTMLComponent {
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        html.markup("<form")
        html.id(.hearts)
        html.markup(" method=\"post\" hidden><input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(context.csrfToken)
        html.markup("\"><input type=\"hidden\" name=\"return_to\" value=\"")
        if let returnTo = context.returnTo { html.link(returnTo) }
        html.markup("\"></form>\n")
    }
}
