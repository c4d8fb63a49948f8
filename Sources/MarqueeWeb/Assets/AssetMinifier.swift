import Foundation

/// Drops what browsers ignore from the style sheet and the script before they are hashed and
/// served: comments and indentation. It is deliberately conservative (no renaming, no joining
/// of script lines), so what it emits means exactly what the source means; the sources in
/// `Public/assets` stay readable.
enum AssetMinifier {
    /// CSS without comments and without the spaces around `{`, `}`, `;`, `,` and after `:`.
    /// Runs of white space become one space, so a space inside a string such as
    /// `content: "‹ "` survives.
    static func css(_ source: String) -> String {
        var text = source.replacing(/\/\*[\s\S]*?\*\//, with: "")
        text = text.replacing(/\s+/, with: " ")
        text = text.replacing(/\s*([{};,])\s*/) { $0.output.1 }
        text = text.replacing(/:\s+/, with: ":")
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// JavaScript without indentation, blank lines and whole-line `//` comments. Lines are kept
    /// apart, so automatic semicolon insertion reads the script as before; the script has no
    /// string spanning lines.
    static func javaScript(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            .joined(separator: "\n") + "\n"
    }
}
