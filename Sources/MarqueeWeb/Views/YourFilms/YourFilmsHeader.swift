import MarqueeCore

/// The top of every screen of Your films: its title and its tabs, `current` marked.
struct YourFilmsHeader: HTMLComponent {
    let current: YourFilmsTabs.Tab
    /// The year the Year tab opens.
    let year: Int

    func write(to html: inout HTMLWriter) {
        html.markup("<h1 class=\"screen-title\">")
        html.text(YourFilmsPageText.heading)
        html.markup("</h1>\n")
        YourFilmsTabs(current: current, year: year).write(to: &html)
    }
}
