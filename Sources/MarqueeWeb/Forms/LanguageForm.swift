import Foundation

/// The language chooser's form.
struct LanguageForm: Decodable, Sendable {
    let language: String?
    let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case language
        case returnTo = "return_to"
    }
}
