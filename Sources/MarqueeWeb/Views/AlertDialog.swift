import MarqueeCore

/// A dialog open when the page loads: nothing found, or what went wrong.
struct AlertDialog: HTMLComponent {
    let state: AlertViewState

    func write(to html: inout HTMLWriter) {
        html.markup("<dialog")
        html.id(.alert)
        html.markup(" class=\"alert\" role=\"alertdialog\" aria-modal=\"true\" aria-labelledby=\"alert-title\" aria-describedby=\"alert-message\" open>\n<h2 id=\"alert-title\">")
        html.text(state.title)
        html.markup("</h2>\n<p id=\"alert-message\">")
        html.text(state.message)
        html.markup("</p>\n<form method=\"dialog\"><button type=\"submit\" id=\"alert-ok\" autofocus>")
        html.text(AlertText.ok)
        html.markup("</button></form>\n</dialog>\n")
    }
}
