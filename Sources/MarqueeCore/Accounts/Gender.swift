/// The gender a person gives at sign-up.
public enum Gender: String, Sendable, CaseIterable {
    case female, male, unspecified

    /// As the sign-up form lists it.
    public var label: String {
        switch self {
        case .female: "Female"
        case .male: "Male"
        case .unspecified: "Prefer not to say"
        }
    }
}
