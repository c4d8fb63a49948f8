/// The gender a person gives at sign-up.
public enum Gender: String, Sendable, CaseIterable {
    case female, male, unspecified

    /// As the sign-up form lists it, in `localizer`'s language.
    public func label(in localizer: Localizer) -> String {
        switch self {
        case .female: localizer[AccountText.female]
        case .male: localizer[AccountText.male]
        case .unspecified: localizer[AccountText.unspecified]
        }
    }
}
