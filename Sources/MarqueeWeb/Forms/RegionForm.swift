import Foundation

/// The region control's form.
struct RegionForm: Decodable, Sendable {
    let region: String?
    let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case region
        case returnTo = "return_to"
    }
}
