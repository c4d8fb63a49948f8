import MarqueeCore

extension MessageKeys {
    /// The keys of the command line's human output (its `--json` has no words to translate).
    public static let commandLine: [any MessageKey.Type] = [
    ]
}
