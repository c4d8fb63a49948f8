import MarqueeCore

/// "Offline: showing results saved at …", with the time the page script turns into local time.
struct OfflineBanner: HTMLComponent {
    let state: OfflineBannerViewState

    func write(to html: inout HTMLWriter) {
        html.markup("<p")
        html.id(.offlineBanner)
        html.markup(" class=\"offline-banner\" role=\"status\">")
        html.text(state.prefix)
        html.markup(" <time datetime=\"")
        html.attribute(state.timeISO)
        html.markup("\">")
        html.text(state.timeText)
        html.markup("</time>")
        html.text(state.suffix)
        html.markup("</p>\n")
    }
}
