/// The document around every page: head, app bar, navigation, main, toast region.
struct Layout {
    let chrome: PageChrome

    /// Writes the document with `main` inside `<main>`.
    func write(to html: inout HTMLWriter, main: (inout HTMLWriter) -> Void) {
        html.markup("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.markup("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">\n")
        html.markup("<meta name=\"color-scheme\" content=\"light dark\">\n<title>")
        html.text(chrome.title)
        html.markup(" – Marquee</title>\n<link rel=\"stylesheet\" href=\"")
        html.link(.asset(chrome.assets.stylesheet))
        html.markup("\">\n<script src=\"")
        html.link(.asset(chrome.assets.script))
        html.markup("\" defer></script>\n")
        // Screens that need more load it themselves, so the others stay light.
        switch chrome.section {
        case .account?:
            html.markup("<link rel=\"stylesheet\" href=\"")
            html.link(.asset(chrome.assets.accountStylesheet))
            html.markup("\">\n<script src=\"")
            html.link(.asset(chrome.assets.accountScript))
            html.markup("\" defer></script>\n")
        case .gallery?:
            html.markup("<link rel=\"stylesheet\" href=\"")
            html.link(.asset(chrome.assets.galleryStylesheet))
            html.markup("\">\n")
        case .discover?:
            html.markup("<link rel=\"stylesheet\" href=\"")
            html.link(.asset(chrome.assets.discoverStylesheet))
            html.markup("\">\n")
        default:
            break
        }
        html.markup("</head>\n<body>\n")
        IconSprite().write(to: &html)
        html.markup("<header class=\"app-bar\"><a class=\"brand\" href=\"")
        html.link(.discover())
        html.markup("\">Marquee</a></header>\n<nav id=\"app-nav\" class=\"app-nav\" aria-label=\"Main\">\n")
        for section in AppSection.allCases {
            navigationLink(section, to: &html)
        }
        html.markup("</nav>\n<main id=\"main\">\n")
        main(&html)
        html.markup("</main>\n")
        HeartsForm(context: chrome.context).write(to: &html)
        html.markup("<div id=\"toast-region\" class=\"toast-region\"></div>\n</body>\n</html>\n")
    }

    private func navigationLink(_ section: AppSection, to html: inout HTMLWriter) {
        html.markup("<a class=\"nav-link\" href=\"")
        html.link(section.route)
        html.markup(section == chrome.section ? "\" aria-current=\"page\">" : "\">")
        html.markup("<svg class=\"nav-icon\" aria-hidden=\"true\"><use href=\"")
        switch section {
        case .discover: html.markup("#icon-discover\"/></svg><span>Discover</span></a>\n")
        case .search: html.markup("#icon-search\"/></svg><span>Search</span></a>\n")
        case .gallery: html.markup("#icon-gallery\"/></svg><span>Images</span></a>\n")
        case .favorites: html.markup("#icon-favorites\"/></svg><span>Favorites</span></a>\n")
        case .account: html.markup("#icon-account\"/></svg><span>Account</span></a>\n")
        }
    }
}
