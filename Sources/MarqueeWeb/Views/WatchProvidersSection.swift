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
        html.markup("<h2 id=\"where-to-watch-title\">")
        html.text(WhereToWatchText.title)
        html.markup("</h2>\n<form id=\"region-form\" class=\"region-form\" method=\"post\" action=\"")
        html.link(.setRegion)
        html.markup("\"><input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(context.csrfToken)
        html.markup("\"><input type=\"hidden\" name=\"return_to\" value=\"")
        html.link(returnTo)
        html.markup("\"><label for=\"region\">")
        html.text(WhereToWatchText.region)
        html.markup("</label> <select id=\"region\" name=\"region\">")
        for choice in state.regions {
            html.markup("<option value=\"")
            html.attribute(choice.region.code)
            html.markup(choice.region == state.region ? "\" selected>" : "\">")
            html.text(choice.name)
            html.markup("</option>")
        }
        html.markup("</select> <button type=\"submit\" class=\"button\">")
        html.text(WhereToWatchText.show)
        html.markup("</button></form>\n<p id=\"watch-region\" class=\"watch-region\">")
        html.text(html.localizer(WhereToWatchText.inRegion, state.regionName))
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
            html.markup("\" rel=\"noopener\">")
            html.text(WhereToWatchText.allOffers)
            html.markup("</a></p>\n")
        }
        html.markup("<p class=\"credit\">")
        html.text(WhereToWatchText.credit)
        html.markup("</p>\n</section>\n")
    }
}
