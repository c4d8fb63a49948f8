import MarqueeCore

/// "Where to watch": the region shown and a control to change it, the offers to stream, rent
/// and buy with each provider's logo, TMDB's watch page, and the credit TMDB asks for.
struct WatchProvidersSection: HTMLComponent {
    let state: WatchProvidersViewState
    let context: ViewContext
    /// The page to come back to once the region is chosen, with its own way back.
    let returnTo: Route

    func write(to html: inout HTMLWriter) {
        html.markup("<section id=\"where-to-watch\" class=\"film-section\" aria-labelledby=\"where-to-watch-title\">\n")
        html.markup("<h2 id=\"where-to-watch-title\">Where to watch</h2>\n<form id=\"region-form\" class=\"region-form\" method=\"post\" action=\"")
        html.link(.setRegion)
        html.markup("\"><input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(context.csrfToken)
        html.markup("\"><input type=\"hidden\" name=\"return_to\" value=\"")
        html.link(returnTo)
        html.markup("\"><label for=\"region\">Region</label> <select id=\"region\" name=\"region\">")
        for region in state.regions {
            html.markup("<option value=\"")
            html.attribute(region.code)
            html.markup(region == state.region ? "\" selected>" : "\">")
            html.text(region.name)
            html.markup("</option>")
        }
        html.markup("</select> <button type=\"submit\" class=\"button\">Show</button></form>\n<p id=\"watch-region\" class=\"watch-region\">In ")
        html.text(state.regionName)
        html.markup("</p>\n")
        if let message = state.emptyMessage {
            html.markup("<p id=\"no-providers\" class=\"no-providers\">")
            html.text(message)
            html.markup("</p>\n")
        }
        for offer in state.offers {
            html.markup("<h3 class=\"offer-kind\">")
            html.text(offer.kind)
            html.markup("</h3>\n<ul class=\"providers\">")
            for provider in offer.providers {
                html.markup("<li class=\"provider\">")
                if let logo = provider.logo {
                    html.markup("<img class=\"provider-logo\" src=\"")
                    html.link(.image(.w92, logo))
                    html.markup("\" width=\"46\" height=\"46\" loading=\"lazy\" alt=\"\">")
                }
                html.markup("<span>")
                html.text(provider.name)
                html.markup("</span></li>")
            }
            html.markup("</ul>\n")
        }
        if let link = ExternalLink.watch(state.link) {
            html.markup("<p><a id=\"watch-link\" href=\"")
            link.write(to: &html)
            html.markup("\" rel=\"noopener\">All offers on TMDB</a></p>\n")
        }
        html.markup("<p class=\"credit\">Where to watch: data by JustWatch</p>\n</section>\n")
    }
}
