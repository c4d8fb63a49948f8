import MarqueeCore

/// The search screen: the form with its suggestion list, the results, and a dialog when
/// nothing was found or something went wrong.
struct SearchPage: HTMLComponent {
    let state: SearchViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 class=\"visually-hidden\">")
            html.text(SearchPageText.title)
            html.markup("</h1>\n<form role=\"search\" action=\"")
            html.link(.search())
            html.markup("\" method=\"get\"")
            html.id(.searchForm)
            html.markup(" class=\"search-form\">\n<label for=\"search-input\">")
            html.text(SearchPageText.title)
            html.markup("</label>\n")
            html.markup("<div class=\"search-box\">\n<input")
            html.id(.searchInput)
            html.markup(" type=\"search\" name=\"q\" value=\"")
            html.attribute(state.query)
            html.markup("\" role=\"combobox\" aria-expanded=\"false\" aria-controls=\"suggestions\" aria-autocomplete=\"list\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\" enterkeyhint=\"search\" maxlength=\"200\" placeholder=\"")
            html.attribute(SearchPageText.placeholder)
            html.markup("\">\n<button type=\"submit\" id=\"search-button\">")
            html.text(SearchPageText.search)
            html.markup("</button>\n</div>\n<ul")
            html.id(.suggestions)
            html.markup(" role=\"listbox\" aria-label=\"")
            html.attribute(SearchPageText.recentSearches)
            html.markup("\" hidden>\n")
            for (index, suggestion) in state.suggestions.enumerated() {
                html.markup("<li role=\"option\" id=\"suggestion-")
                html.number(index)
                html.markup("\" data-query=\"")
                html.attribute(suggestion)
                html.markup("\" aria-selected=\"false\">")
                html.text(suggestion)
                html.markup("</li>\n")
            }
            html.markup("</ul>\n</form>\n<p class=\"history-link\"><a href=\"")
            html.link(.history)
            html.markup("\">")
            html.text(SearchPageText.recentSearches)
            html.markup("</a></p>\n<section")
            html.id(.resultsSection)
            html.markup(" aria-label=\"")
            html.attribute(SearchPageText.results)
            html.markup("\">\n")
            SearchResultsList(state: state.results, context: chrome.context).write(to: &html)
            html.markup("</section>\n")
            if let alert = state.alert { AlertDialog(state: alert).write(to: &html) }
        }
    }
}
