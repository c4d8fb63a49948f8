import MarqueeCore

/// The recent searches screen: each search links to its results and has a "Remove" form.
struct HistoryPage: HTMLComponent {
    let queries: [String]
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1>")
            html.text(HistoryText.title)
            html.markup("</h1>\n")
            if queries.isEmpty {
                html.markup("<p>")
                html.text(HistoryText.empty)
                html.markup("</p>\n")
            } else {
                html.markup("<ul class=\"history\">\n")
                for query in queries { entry(query, to: &html) }
                html.markup("</ul>\n<form method=\"post\" action=\"")
                html.link(.clearHistory)
                html.markup("\">")
                csrfField(to: &html)
                html.markup("<button type=\"submit\" id=\"clear-history\">")
                html.text(HistoryText.clearAll)
                html.markup("</button></form>\n")
            }
            html.markup("<p><a href=\"")
            html.link(.search())
            html.markup("\">")
            html.text(HistoryText.backToSearch)
            html.markup("</a></p>\n")
        }
    }

    private func entry(_ query: String, to html: inout HTMLWriter) {
        html.markup("<li><a href=\"")
        html.link(.search(query: query))
        html.markup("\">")
        html.text(query)
        html.markup("</a>\n<form method=\"post\" action=\"")
        html.link(.forgetSearch)
        html.markup("\">")
        csrfField(to: &html)
        html.markup("<input type=\"hidden\" name=\"q\" value=\"")
        html.attribute(query)
        html.markup("\"><button type=\"submit\" aria-label=\"")
        html.attribute(html.localizer(HistoryText.forget, query))
        html.markup("\">")
        html.text(HistoryText.remove)
        html.markup("</button></form></li>\n")
    }

    private func csrfField(to html: inout HTMLWriter) {
        html.markup("<input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(chrome.context.csrfToken)
        html.markup("\">")
    }
}
