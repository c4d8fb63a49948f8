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

    /// JavaScript without comments, indentation, blank lines, and the spaces beside punctuation
    /// (`a = b;` becomes `a=b;`). Strings, template literals and regular expressions are copied
    /// as they are. A line break goes only after `{`, `[`, `(`, `;` or `,` and before `}`, where it cannot
    /// change what automatic semicolon insertion reads; other lines are kept apart. A regular expression is recognised after `(`, `,`, `=`, `:`, `[`, `!`, `&`, `|`,
    /// `?`, `{`, `}` or `;`, which is where the script writes them (not after `return`).
    static func javaScript(_ source: String) -> String {
        var scanner = JavaScriptScanner(source: Array(source.utf8))
        scanner.run()
        return String(decoding: scanner.output, as: UTF8.self)
    }
}

/// The pass behind ``AssetMinifier/javaScript(_:)``, over UTF-8 bytes (every character the
/// syntax cares about is ASCII).
private struct JavaScriptScanner {
    let source: [UInt8]
    var output: [UInt8] = []
    var index = 0

    /// Characters beside which a space means nothing. `+`, `-` and `/` are not among them:
    /// `a + +b` and `a / /re/` need theirs.
    private static let punctuation = Set("{}()[],;:=<>?&|!*".utf8)
    /// Characters after which a line break means nothing (and blank lines: after one).
    private static let continuesOnNextLine = Set("{[(;,\n".utf8)
    /// Characters after which a `/` starts a regular expression rather than a division.
    private static let beforeRegularExpression = Set("(,=:[!&|?{};".utf8)

    init(source: [UInt8]) {
        self.source = source
        output.reserveCapacity(source.count)
    }

    mutating func run() {
        while index < source.count {
            let byte = source[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                copyString(closedBy: byte)
            case UInt8(ascii: "`"):
                copyTemplate()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < source.count, source[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                index += 2
                while index < source.count, !(source[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { index += 1 }
                index += 2
            case UInt8(ascii: "/") where output.last.map(Self.beforeRegularExpression.contains) ?? true:
                copyRegularExpression()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                collapseSpace()
            case UInt8(ascii: "\n"):
                index += 1
                // A line break after `{`, `[`, `(`, `;` or `,` cannot end a statement the parser would not end.
                if let last = output.last, !Self.continuesOnNextLine.contains(last) { output.append(byte) }
            case UInt8(ascii: "}") where output.last == UInt8(ascii: "\n"):
                // Nor can one before `}`: a statement ends there anyway.
                output.removeLast()
                output.append(byte)
                index += 1
            default:
                output.append(byte)
                index += 1
            }
        }
        if output.last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < source.count ? source[index + offset] : nil
    }

    /// One space between two words; none at a line's ends or beside punctuation.
    private mutating func collapseSpace() {
        while let next = peek(0), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\r") { index += 1 }
        guard let last = output.last, last != UInt8(ascii: "\n"), let next = peek(0) else { return }
        if next == UInt8(ascii: "\n") || Self.punctuation.contains(last) || Self.punctuation.contains(next) { return }
        if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { return }
        output.append(UInt8(ascii: " "))
    }

    private mutating func copyString(closedBy quote: UInt8) {
        output.append(quote)
        index += 1
        while index < source.count {
            let byte = source[index]
            output.append(byte)
            index += 1
            if byte == UInt8(ascii: "\\"), index < source.count {
                output.append(source[index])
                index += 1
            } else if byte == quote {
                return
            }
        }
    }

    /// A template literal, with the code of each `${…}` copied as it is (templates nest).
    private mutating func copyTemplate() {
        output.append(UInt8(ascii: "`"))
        index += 1
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "\\") {
                output.append(byte)
                index += 1
                if index < source.count { output.append(source[index]); index += 1 }
            } else if byte == UInt8(ascii: "`") {
                output.append(byte)
                index += 1
                return
            } else if byte == UInt8(ascii: "$"), peek(1) == UInt8(ascii: "{") {
                output.append(contentsOf: [byte, UInt8(ascii: "{")])
                index += 2
                copyPlaceholder()
            } else {
                output.append(byte)
                index += 1
            }
        }
    }

    /// The code inside `${…}`, up to its closing brace.
    private mutating func copyPlaceholder() {
        var depth = 1
        while index < source.count {
            let byte = source[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                copyString(closedBy: byte)
                continue
            case UInt8(ascii: "`"):
                copyTemplate()
                continue
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
            output.append(byte)
            index += 1
            if depth == 0 { return }
        }
    }

    /// `/…/flags`, with `/` inside a character class or escaped kept in.
    private mutating func copyRegularExpression() {
        output.append(UInt8(ascii: "/"))
        index += 1
        var inClass = false
        while index < source.count {
            let byte = source[index]
            output.append(byte)
            index += 1
            switch byte {
            case UInt8(ascii: "\\") where index < source.count:
                output.append(source[index])
                index += 1
            case UInt8(ascii: "["):
                inClass = true
            case UInt8(ascii: "]"):
                inClass = false
            case UInt8(ascii: "/") where !inClass:
                return
            default:
                break
            }
        }
    }
}
