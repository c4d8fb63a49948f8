/// What the scripts are served without: their comment lines, blank lines and indentation.
/// Only whole lines go, and nothing inside a line is touched, so nothing has to be parsed: a
/// line that starts with `//`, or a block comment that starts a line (`/** … */`, to the line
/// that closes it), is a comment wherever it stands, except inside a template literal that runs
/// over several lines, which `PageScriptContractTests` keeps out of the scripts. (It replaces a
/// tokenizer that had to tell a regular expression from a division.)
enum ScriptCommentLines {
    static func dropped(from source: String) -> String {
        var kept: [Substring] = []
        var inBlock = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            if inBlock {
                inBlock = !text.contains("*/")
            } else if text.hasPrefix("/*") {
                inBlock = !text.contains("*/")
            } else if !text.isEmpty && !text.hasPrefix("//") {
                kept.append(text)
            }
        }
        return kept.joined(separator: "\n") + "\n"
    }
}
