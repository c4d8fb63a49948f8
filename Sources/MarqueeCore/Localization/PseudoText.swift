/// The pseudo-language's text: each message bracketed and lengthened by 40% in words of
/// five, with its placeholders kept, so that a page in it shows where a longer translation
/// would be cut or would overflow.
enum PseudoText {
    static func stretch(_ text: String) -> String {
        let extra = max(1, text.count * 2 / 5)
        var padding = ""
        while padding.count < extra { padding += padding.isEmpty ? "~~~~" : " ~~~~" }
        return "[\(text) \(padding.prefix(extra))]"
    }
}
