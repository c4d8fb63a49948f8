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
        let (lines, fontSize) = Self.layout(title, isWide: isWide)
        let lineHeight = fontSize + 6
        // Centred in what a square tile still shows of a poster (y 50 to 250), year below.
        let centre = isWide ? 76 : 128
        let firstLine = centre - (lines.count - 1) * lineHeight / 2 + fontSize / 3
        var svg = HTMLWriter(capacity: 1024, localizer: .english)
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
        svg.markup("\" fill=\"url(#g)\"/><text font-family=\"Georgia,serif\" font-size=\"")
        svg.number(fontSize)
        svg.markup("\" font-weight=\"bold\" fill=\"#fff\" text-anchor=\"middle\">")
        for (index, line) in lines.enumerated() {
            svg.markup("<tspan x=\"")
            svg.number(boxWidth / 2)
            svg.markup("\" y=\"")
            svg.number(firstLine + index * lineHeight)
            svg.markup("\">")
            svg.text(line)
            svg.markup("</tspan>")
        }
        svg.markup("</text><text x=\"")
        svg.number(boxWidth / 2)
        svg.markup("\" y=\"")
        svg.number(isWide ? boxHeight - 30 : 232)
        svg.markup("\" font-family=\"Helvetica,Arial,sans-serif\" font-size=\"18\" fill=\"#fff\" fill-opacity=\".8\" text-anchor=\"middle\">")
        if let year = movie?.releaseDate?.year { svg.number(year) }
        svg.markup("</text></svg>")
        return svg.bytes
    }

    private static let widths: [ImageSize: Int] = [.w92: 92, .w154: 154, .w185: 185, .w342: 342, .w500: 500, .w780: 780]

    /// The title's lines and letter size. Lines hold 12 characters at 22 px (21 on a banner),
    /// which stays inside the picture in every engine's Georgia; a word longer than a line makes
    /// the letters smaller (to 12 px) rather than being cut, and one longer still is split.
    /// More than 4 lines (3 on a banner) end with "…".
    static func layout(_ title: String, isWide: Bool) -> (lines: [String], fontSize: Int) {
        let characters = isWide ? 21 : 12, maximumLines = isWide ? 3 : 4
        let words = title.split(separator: " ").map(String.init)
        let longest = words.map(\.count).max() ?? 0
        let fontSize = longest > characters ? max(12, 22 * characters / longest) : 22
        let width = characters * 22 / fontSize
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 1 + word.count <= width {
                lines[lines.count - 1] = last + " " + word
                continue
            }
            var rest = Substring(word)
            repeat {
                lines.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
            } while !rest.isEmpty
        }
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[maximumLines - 1] = String(lines[maximumLines - 1].prefix(width - 1)) + "…"
        }
        return (lines, fontSize)
    }
}
