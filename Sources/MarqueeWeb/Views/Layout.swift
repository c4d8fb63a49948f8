import MarqueeCore

/// The document around every page: head, app bar, navigation, main, toast region.
struct Layout {
    let chrome: PageChrome

    /// Writes the document with `main` inside `<main>`.
    func write(to html: inout HTMLWriter, main: (inout HTMLWriter) -> Void) {
        html.markup("<!doctype html>\n<html lang=\"")
        html.attribute(html.localizer.language.code)
        html.markup("\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.markup("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">\n")
        html.markup("<meta name=\"color-scheme\" content=\"light dark\">\n")
        // Installable: the manifest, the bar colour, and the tags phones read for a home-screen app.
        Self.tag("<link rel=\"manifest\" href=\"", .manifest, "\">\n", to: &html)
        html.markup("<meta name=\"theme-color\" content=\"")
        html.attribute(WebAppManifest.themeColor)
        html.markup("\">\n")
        Self.tag("<link rel=\"icon\" type=\"image/png\" href=\"", .asset(chrome.assets.icon192), "\">\n", to: &html)
        Self.tag("<link rel=\"apple-touch-icon\" href=\"", .asset(chrome.assets.icon192), "\">\n", to: &html)
        html.markup("<meta name=\"mobile-web-app-capable\" content=\"yes\">\n<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">\n")
        html.markup("<meta name=\"apple-mobile-web-app-title\" content=\"Marquee\">\n<title>")
        html.text(chrome.title)
        html.markup(" – Marquee</title>\n")
        SavedPageMarker(title: chrome.title, back: chrome.back).write(to: &html)
        if chrome.isNoIndex { html.markup("<meta name=\"robots\" content=\"noindex\">\n") }
        chrome.openGraph?.write(to: &html)
        if let seconds = chrome.reloadsWithoutScriptEvery {
            html.markup("<noscript><meta http-equiv=\"refresh\" content=\"")
            html.number(seconds)
            html.markup("\"></noscript>\n")
        }
        Self.stylesheet(chrome.assets.stylesheet, to: &html)
        // The scripts' words in the page's language, before the modules that read them: module
        // scripts run in the order they are written.
        Self.tag("<script type=\"module\" src=\"", .asset(chrome.assets.pageText(for: html.localizer.language)), "\"></script>\n", to: &html)
        // Screens that need more load it themselves, so the others stay light.
        switch chrome.section {
        case .account?:
            Self.stylesheet(chrome.assets.accountStylesheet, to: &html)
            Self.scripts(chrome.assets.accountScreenScripts, to: &html)
        case .gallery?:
            Self.stylesheet(chrome.assets.galleryStylesheet, to: &html)
            Self.scripts(chrome.assets.searchScreenScripts, to: &html)
        case .discover?:
            Self.stylesheet(chrome.assets.discoverStylesheet, to: &html)
            Self.scripts(chrome.assets.everyScreenScripts, to: &html)
        case .search?:
            Self.scripts(chrome.assets.searchScreenScripts, to: &html)
        case .yourFilms?:
            Self.stylesheet(chrome.assets.yourFilmsStylesheet, to: &html)
            Self.scripts(chrome.assets.everyScreenScripts, to: &html)
        default:
            if chrome.usesYourFilmsStyles { Self.stylesheet(chrome.assets.yourFilmsStylesheet, to: &html) }
            Self.scripts(chrome.assets.everyScreenScripts, to: &html)
        }
        html.markup("</head>\n<body>\n")
        IconSprite().write(to: &html)
        html.markup("<header class=\"app-bar\"><a class=\"brand\" href=\"")
        html.link(.discover())
        html.markup("\">Marquee</a></header>\n<nav id=\"app-nav\" class=\"app-nav\" aria-label=\"")
        html.attribute(LayoutText.mainNavigation)
        html.markup("\">\n")
        for section in AppSection.allCases {
            navigationLink(section, to: &html)
        }
        html.markup("</nav>\n<main id=\"main\">\n")
        main(&html)
        html.markup("</main>\n")
        LanguageFooter(chrome: chrome).write(to: &html)
        HeartsForm(context: chrome.context).write(to: &html)
        html.markup("<div")
        html.id(.toastRegion)
        html.markup(" class=\"toast-region\"></div>\n</body>\n</html>\n")
    }

    /// `opening`, the route's address, `closing`: a tag whose one dynamic part is a link.
    private static func tag(_ opening: StaticString, _ route: Route, _ closing: StaticString, to html: inout HTMLWriter) {
        html.markup(opening)
        html.link(route)
        html.markup(closing)
    }

    private static func stylesheet(_ path: AssetPath, to html: inout HTMLWriter) {
        tag("<link rel=\"stylesheet\" href=\"", .asset(path), "\">\n", to: &html)
    }

    /// The screen's entry modules, and the modules they import as `modulepreload`, so that
    /// the browser asks for them all at once.
    private static func scripts(_ scripts: ScreenScripts, to html: inout HTMLWriter) {
        for path in scripts.entries {
            tag("<script type=\"module\" src=\"", .asset(path), "\"></script>\n", to: &html)
        }
        for path in scripts.preloads {
            tag("<link rel=\"modulepreload\" href=\"", .asset(path), "\">\n", to: &html)
        }
    }

    private func navigationLink(_ section: AppSection, to html: inout HTMLWriter) {
        html.markup("<a class=\"nav-link\" href=\"")
        html.link(section.route)
        html.markup(section == chrome.section ? "\" aria-current=\"page\">" : "\">")
        html.markup("<svg class=\"nav-icon\" aria-hidden=\"true\"><use href=\"")
        switch section {
        case .discover: html.markup("#icon-discover")
        case .search: html.markup("#icon-search")
        case .gallery: html.markup("#icon-gallery")
        case .yourFilms: html.markup("#icon-favorites")
        case .account: html.markup("#icon-account")
        }
        html.markup("\"/></svg><span>")
        html.text(section.name)
        html.markup("</span></a>\n")
    }
}
