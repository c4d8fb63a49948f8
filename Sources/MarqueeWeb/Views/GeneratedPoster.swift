import Foundation
import MarqueeCore

/// A poster drawn for a film that has no image: its title and year on colours derived from
/// its id, so each film keeps its own look. Wide, it is a details banner (16:9).
struct GeneratedPoster {
    let movie: Movie?
    let seed: Int
    let size: ImageSize
    var isWide = false

    var svg: String {
        let hue = (seed &* 47) % 360
        let width = Self.widths[size] ?? 500
        let (box, height) = isWide ? ((w: 320, h: 180), width * 9 / 16) : ((w: 200, h: 300), width * 3 / 2)
        let title = movie?.title ?? "No image"
        let lines = Self.wrap(title, width: isWide ? 24 : 14, maximumLines: isWide ? 3 : 5)
        let middle = box.h / 2
        let firstLine = middle - (lines.count - 1) * 14
        let text = lines.enumerated().map { index, line in
            "<tspan x=\"\(box.w / 2)\" y=\"\(firstLine + index * 28)\">\(Self.escape(line))</tspan>"
        }.joined()
        let year = movie?.releaseDate.map { String($0.year) } ?? ""
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(box.w) \(box.h)" \
        preserveAspectRatio="xMidYMid slice" role="img" aria-label="\(Self.escape(title))">\
        <defs><linearGradient id="g" x1="0" y1="0" x2="\(isWide ? 1 : 0)" y2="1"><stop offset="0" stop-color="hsl(\(hue),55%,42%)"/>\
        <stop offset="1" stop-color="hsl(\((hue + 40) % 360),60%,18%)"/></linearGradient></defs>\
        <rect width="\(box.w)" height="\(box.h)" fill="url(#g)"/>\
        <text font-family="Georgia,serif" font-size="22" font-weight="bold" fill="#fff" text-anchor="middle">\(text)</text>\
        <text x="\(box.w / 2)" y="\(box.h - 30)" font-family="Helvetica,Arial,sans-serif" font-size="18" fill="#fff" fill-opacity=".8" text-anchor="middle">\(year)</text>\
        </svg>
        """
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

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
