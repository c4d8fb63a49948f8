import MarqueeCore
import Testing

/// The command line speaks the language its environment names, as POSIX programs read it.
@Suite struct LanguagePOSIXTests {
    @Test func aMalayLocaleInAnyOfItsFormsIsMalay() {
        for value in ["ms_MY.UTF-8", "ms_MY", "ms", "MS_my.utf8", "ms_BN.UTF-8@latin", "ms.UTF-8", "ms-MY"] {
            #expect(Language.preferred(byPOSIXLocale: value) == .malay, "\(value)")
        }
    }

    @Test func theCLocaleNoneAndLanguagesMarqueeDoesNotSpeakAreEnglish() {
        for value in ["C", "POSIX", "C.UTF-8", "", "en_US.UTF-8", "en_GB@euro", "fr_FR.UTF-8", "id_ID.UTF-8", "msa", "_MY"] {
            #expect(Language.preferred(byPOSIXLocale: value) == .english, "\(value)")
        }
        #expect(Language.preferred(byPOSIXLocale: nil) == .english)
    }

    @Test func marqueesOwnVariableWinsThenTheFirstPOSIXVariableSet() {
        #expect(Language.preferred(byEnvironment: [:]) == .english)
        #expect(Language.preferred(byEnvironment: ["LANG": "ms_MY.UTF-8"]) == .malay)
        #expect(Language.preferred(byEnvironment: ["MARQUEE_LANGUAGE": "ms", "LANG": "en_US.UTF-8"]) == .malay)
        #expect(Language.preferred(byEnvironment: ["MARQUEE_LANGUAGE": "en", "LC_ALL": "ms_MY.UTF-8"]) == .english)
        #expect(Language.preferred(byEnvironment: ["MARQUEE_LANGUAGE": "klingon", "LANG": "ms_MY.UTF-8"]) == .malay,
                "a language Marquee does not speak is passed over")
        // LC_ALL overrides LC_MESSAGES, which overrides LANG; an empty one is not set.
        #expect(Language.preferred(byEnvironment: ["LC_ALL": "C", "LANG": "ms_MY.UTF-8"]) == .english)
        #expect(Language.preferred(byEnvironment: ["LC_ALL": "", "LC_MESSAGES": "ms_MY.UTF-8", "LANG": "en_US.UTF-8"]) == .malay)
        #expect(Language.preferred(byEnvironment: ["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "ms_MY.UTF-8"]) == .english)
    }

    @Test func aLocaleValueNamesALanguageOnlyWhenMarqueeSpeaksIt() {
        #expect(Language(locale: "ms_MY.UTF-8") == .malay)
        #expect(Language(locale: "en") == .english)
        #expect(Language(locale: "C") == nil)
        #expect(Language(locale: "fr") == nil)
    }
}
