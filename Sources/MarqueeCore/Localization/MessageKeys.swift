/// Every enum of message keys, by the target that writes them: the catalogs' test reads each
/// key of each in every language. An enum of keys added anywhere is added to its target's list.
public enum MessageKeys {
    /// The keys of Core's own words: validation messages, presenters' lines, counts.
    public static let core: [any MessageKey.Type] = [
        LanguageText.self,
    ]
}
