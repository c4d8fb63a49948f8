import Foundation
import MarqueeCore

/// A poster drawn for a film that has no image: its title and year on colours derived from
/// its id, so each film keeps its own look. Wide, it is a details banner (16:9).
struct GeneratedPoster {
    let movie: Movie?
    let seed: Int
    let size: ImageSize
    var isWide = false

    /// The SVG document, written like every page: markup from literals, the title escaped.
    var svg: [UInt8] {
        let hue = (seed &* 47) % 360
        let width = Self.widths[size] ?? 500
        let (boxWidth, boxHeight, height) = isWide ? (320, 180, width * 9 / 16) : (200, 300, width * 3 / 2)
        let title = movie?.title ?? "No image"
        let lines = Self.wrap(title, width: isWide ? 24 : 14, maximumLines: isWide ? 3 : 5)
        let firstLine = boxHeight / 2 - (lines.count - 1) * 14
        var svg = HTMLWriter(capacity: 1024)
        svg.markup("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        svg.number(width)
        svg.markup("\" height=\"")
        svg.number(height)
        svg.markup(isWide ? "\" viewBox=\"0 0 320 180\"" : "\" viewBox=\"0 0 200 300\"")
        svg.markup(" preserveAspectRatio=\"xMidYMid slice\" role=\"img\" aria-label=\"")
        svg.attribute(title)
        svg.markup(isWide ? "\"><defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">" : "\"><defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">")
        svg.markup("<stop offset=\"0\" stop-color=\"hsl(")
        svg.number(hue)
        svg.markup(",55%,42%)\"/><stop offset=\"1\" stop-color=\"hsl(")
        svg.number((hue + 40) % 360)
        svg.markup(",60%,18%)\"/></linearGradient></defs><rect width=\"")
        svg.number(boxWidth)
        svg.markup("\" height=\"")
        svg.number(boxHeight)
        svg.markup("\" fill=\"url(#g)\"/><text font-family=\"Georgia,serif\" font-size=\"22\" font-weight=\"bold\" fill=\"#fff\" text-anchor=\"middle\">")
        for (index, line) in lines.enumerated() {
            svg.markup("<tspan x=\"")
            svg.number(boxWidth / 2)
            svg.markup("\" y=\"")
            svg.number(firstLine + index * 28)
            svg.markup("\">")
            svg.text(line)
            svg.markup("</tspan>")
        }
        svg.markup("</text><text x=\"")
        svg.number(boxWidth / 2)
        svg.markup("\" y=\"")
        svg.number(boxHeight - 30)
        svg.markup("\" font-family=\"Helvetica,Arial,sans-serif\" font-size=\"18\" fill=\"#fff\" fill-opacity=\".8\" text-anchor=\"middle\">")
        if let year = movie?.releaseDate?.year { svg.number(year) }
        svg.markup("</text></svg>")
        return svg.bytes
    }

    private static let widths: [ImageSize: Int] = [.w92: 92, .w154: 154, .w185: 185, .w342: 342, .w500: 500, .w780: 780]

    /// Breaks `text` into lines of at most `width` characters, ending with "…" when cut.
    private static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word.prefix(width)))
            }
        }
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[maximumLines - 1] += "…"
        }
        return lines
    }
}
