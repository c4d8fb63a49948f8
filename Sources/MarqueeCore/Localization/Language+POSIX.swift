/// The language of a command run in a terminal: the one its environment names, as POSIX
/// programs read it (`LANG=ms_MY.UTF-8` is Malay), with Marquee's own variable first.
extension Language {
    /// The variables that name the language of a command's output, the first set one winning:
    /// Marquee's own, then POSIX's for messages in the order POSIX reads them.
    public static let environmentVariables = ["MARQUEE_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language a locale value names when Marquee speaks it: a POSIX locale
    /// (`language[_territory][.codeset][@modifier]`: "ms_MY.UTF-8", "en_GB@euro") or a language
    /// tag ("ms-MY", "ms"); nil for "C", "POSIX", an empty value or a language Marquee does not speak.
    public init?(locale value: some StringProtocol) {
        let primary = value.prefix { !"_-.@".contains($0) }.lowercased()
        guard let language = Language(code: primary) else { return nil }
        self = language
    }

    /// The language of messages under the POSIX locale `value` (`LC_ALL`, `LC_MESSAGES` or
    /// `LANG`): Malay for "ms_MY.UTF-8" or "ms"; English for "C", "POSIX", none, or a language
    /// Marquee does not speak, as a program without that catalog speaks its own.
    public static func preferred(byPOSIXLocale value: String?) -> Language {
        value.flatMap { Language(locale: $0) } ?? .english
    }

    /// The language `environment` asks for: `MARQUEE_LANGUAGE` when it names a language Marquee
    /// speaks ("ms", "en"), else the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and
    /// not empty, read by ``preferred(byPOSIXLocale:)``; English when none is.
    public static func preferred(byEnvironment environment: [String: String]) -> Language {
        if let own = environment["MARQUEE_LANGUAGE"], let language = Language(locale: own) { return language }
        let posix = environmentVariables.dropFirst().lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return preferred(byPOSIXLocale: posix)
    }
}
