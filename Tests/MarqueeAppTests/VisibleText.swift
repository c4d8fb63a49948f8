import Foundation

/// The words of a page a person sees or hears: its text, and the attributes read aloud or shown
/// (`aria-label`, `alt`, `title`, `placeholder`, a button's `value`, a meta description), and any
/// JSON data block's strings; not the markup, the style sheets, the scripts' code or the icons.
enum VisibleText {
    static func of(_ html: String) -> [String] {
        var html = html
        var pieces: [String] = []
        // The scripts' words are shown as toasts and banners: keep them, as text.
        for block in matches(#"<script type="application/json"[^>]*>(.*?)</script>"#, in: html) {
            if let data = block.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) {
                pieces += strings(in: object)
            }
        }
        for pattern in [#"<script\b.*?</script>"#, #"<style\b.*?</style>"#, #"<svg\b.*?</svg>"#, #"<!--.*?-->"#] {
            html = html.replacingOccurrences(of: pattern, with: " ", options: [.regularExpression])
        }
        for attribute in ["aria-label", "alt", "title", "placeholder", "aria-description", "data-confirm"] {
            pieces += matches(#"\#(attribute)="([^"]*)""#, in: html).map(unescape)
        }
        pieces += matches(#"<meta (?:name|property)="(?:description|og:title|og:description)" content="([^"]*)""#, in: html).map(unescape)
        pieces += matches(#"<(?:input|button)\b[^>]*\btype="(?:submit|button)"[^>]*\bvalue="([^"]*)""#, in: html).map(unescape)
        let text = html.replacingOccurrences(of: #"<[^>]*>"#, with: "\n", options: .regularExpression)
        pieces += text.split(separator: "\n").map { unescape(String($0)).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return pieces
    }

    /// The lower-case words of `text`: runs of letters (and an apostrophe inside one).
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0 == "'" || $0 == "’") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'’")) }
            .filter { $0.count > 1 }
    }

    private static func strings(in object: Any) -> [String] {
        switch object {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let dictionary as [String: Any]: dictionary.values.flatMap(strings)
        default: []
        }
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    static func unescape(_ text: String) -> String {
        var text = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " ")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.replacingOccurrences(of: "&amp;", with: "&")
    }
}
