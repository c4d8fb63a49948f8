import MarqueeCore
import Testing

/// The letters drawn in place of a person's missing photo.
@Suite struct PersonCardInitialsTests {
    @Test(arguments: [
        ("Christopher Nolan", "CN"), ("Cher", "C"), ("Jean-Luc Godard", "JG"), ("  heath  ledger\t", "HL"),
        ("Samuel L. Jackson", "SJ"), ("-", "?"), ("", "?"), ("a\r\nb", "AB"),
        ("Émile Zola", "ÉZ"), ("Penélope Cruz", "PC"), ("Bong Joon-ho", "BH"), ("黒澤 明", "黒明"), ("ñ", "Ñ"),
    ])
    func initialsAreTheFirstLettersOfTheFirstAndLastWords(name: String, initials: String) {
        #expect(PersonCardViewState(person: PersonReference(id: 1, name: name, profilePath: nil), role: "Director").initials == initials)
    }
}
