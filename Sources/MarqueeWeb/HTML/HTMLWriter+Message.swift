import Foundation
import MarqueeCore

extension HTMLWriter {
    /// Writes the message of `key` as text, with what `argument` writes (markup: a link, a
    /// `<time>`) where the message's `%@` is, so a translation may put it anywhere in the sentence.
    ///
    /// ```swift
    /// html.text(FilmPageText.directedBy) { html in   // "Directed by %@"
    ///     html.markup("<a href=\"…\">"); html.text(name); html.markup("</a>")
    /// }
    /// ```
    mutating func text<Key: MessageKey>(_ key: Key, around argument: (inout HTMLWriter) -> Void) {
        let message = localizer[key]
        guard let slot = message.range(of: "%@") ?? message.range(of: "%1$@") else {
            text(message)
            return
        }
        text(String(message[..<slot.lowerBound]))
        argument(&self)
        text(String(message[slot.upperBound...]))
    }
}
