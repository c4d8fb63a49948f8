import MarqueeCore

/// The fields of the account forms (sign up, Home, deleting the account) and how Home shows them.
enum AccountFieldText: String, MessageKey {
    static let table = "accountField"

    case email, password
    /// The password rule, under the sign-up form's password.
    case passwordHint
    case firstName, lastName, mobile
    /// Under a mobile number's field.
    case mobileHint
    case gender
    /// The gender list's first entry, chosen until another is.
    case selectGender
    /// After the label of a field that may be left empty.
    case optional
    /// On Home, in place of a field left empty.
    case notGiven
}
