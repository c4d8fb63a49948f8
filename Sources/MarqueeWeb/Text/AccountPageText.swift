import MarqueeCore

/// The words of Home (the account page), its mobile number's form and deleting the account.
enum AccountPageText: String, MessageKey {
    static let table = "accountPage"

    /// Home's page title.
    case title
    case edit, editMobile, showImages, logOut, deleteAccount
    /// What deleting the account removes.
    case deleteWarning
    case save, cancel
    /// The heading of the language chooser on Home, and the sentence under it.
    case languageHeading, languageHint
}
