import MarqueeCore

/// A bar chart drawn on the server as SVG (no chart library in the page), with the same figures
/// in a table beside it for a screen reader: the picture is hidden from it, the table from the
/// eye (a `<details>` shows it to anyone who asks).
struct BarChart: HTMLComponent {
    /// A bar: its short label under it ("Mar", "3½"), its name in the table ("March", "3.5 stars").
    typealias Bar = (label: String, spoken: String, value: Int)

    let title: String
    let id: String
    let bars: [Bar]
    /// The table's headings of the labels ("Month") and of the values ("Films").
    let labelHeading: String
    let valueHeading: String

    /// The drawing's size in its own units; CSS scales it to the width it has.
    private static let width = 320, height = 140, labelRoom = 18, valueRoom = 14

    func write(to html: inout HTMLWriter) {
        html.markup("<figure class=\"bar-chart\" id=\"")
        html.attribute(id)
        html.markup("\"><figcaption>")
        html.text(title)
        html.markup("</figcaption>\n<svg viewBox=\"0 0 ")
        html.number(Self.width)
        html.markup(" ")
        html.number(Self.height)
        html.markup("\" aria-hidden=\"true\" focusable=\"false\" preserveAspectRatio=\"xMidYMid meet\">")
        let most = max(bars.map(\.value).max() ?? 0, 1)
        let slot = Self.width / max(bars.count, 1)
        let barWidth = max(slot * 7 / 10, 2)
        let room = Self.height - Self.labelRoom - Self.valueRoom
        for (index, bar) in bars.enumerated() {
            let barHeight = bar.value * room / most
            let x = index * slot + (slot - barWidth) / 2
            let top = Self.valueRoom + room - barHeight
            html.markup("<rect class=\"bar\" x=\"")
            html.number(x)
            html.markup("\" y=\"")
            html.number(top)
            html.markup("\" width=\"")
            html.number(barWidth)
            html.markup("\" height=\"")
            html.number(max(barHeight, bar.value > 0 ? 1 : 0))
            html.markup("\"/>")
            if bar.value > 0 {
                html.markup("<text class=\"bar-value\" x=\"")
                html.number(x + barWidth / 2)
                html.markup("\" y=\"")
                html.number(top - 3)
                html.markup("\">")
                html.number(bar.value)
                html.markup("</text>")
            }
            html.markup("<text class=\"bar-label\" x=\"")
            html.number(x + barWidth / 2)
            html.markup("\" y=\"")
            html.number(Self.height - 4)
            html.markup("\">")
            html.text(bar.label)
            html.markup("</text>")
        }
        html.markup("</svg>\n<details class=\"chart-table\"><summary>")
        html.text(YourFilmsPageText.asTable)
        html.markup("</summary><table><thead><tr><th scope=\"col\">")
        html.text(labelHeading)
        html.markup("</th><th scope=\"col\">")
        html.text(valueHeading)
        html.markup("</th></tr></thead><tbody>")
        for bar in bars {
            html.markup("<tr><th scope=\"row\">")
            html.text(bar.spoken)
            html.markup("</th><td>")
            html.number(bar.value)
            html.markup("</td></tr>")
        }
        html.markup("</tbody></table></details></figure>\n")
    }
}
