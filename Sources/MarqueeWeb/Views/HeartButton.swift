import MarqueeCore

/// A heart: a form that works without JavaScript, which the page script sends with `fetch`.
struct HeartButton: HTMLComponent {
    let state: FavoriteButtonViewState
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        html.markup("<form class=\"favorite-form\" method=\"post\" action=\"")
        html.link(.setFavorite(movieID: state.movieID))
        html.markup("\"><input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(context.csrfToken)
        html.markup(state.isPressed ? "\"><input type=\"hidden\" name=\"favorite\" value=\"false\">" : "\"><input type=\"hidden\" name=\"favorite\" value=\"true\">")
        html.markup("<input type=\"hidden\" name=\"return_to\" value=\"")
        if let returnTo = context.returnTo { html.link(returnTo) }
        html.markup("\"><button type=\"submit\" class=\"heart\" data-movie-id=\"")
        html.number(state.movieID)
        html.markup(state.isPressed ? "\" aria-pressed=\"true\" aria-label=\"" : "\" aria-pressed=\"false\" aria-label=\"")
        html.attribute(state.label)
        html.markup("\"><svg aria-hidden=\"true\" width=\"24\" height=\"24\"><use href=\"")
        html.link(.asset(context.icons))
        html.markup("#heart\"/></svg></button></form>")
    }
}
