import MarqueeCore

/// The log-in form.
struct LogInFormFields: Decodable, Sendable {
    private let email: String?
    private let password: String?
    private let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case email, password, returnTo = "return_to"
    }

    /// What Core checks, missing fields empty.
    var input: LogInForm { LogInForm(email: email ?? "", password: password ?? "") }
    /// The local screen to go to once logged in.
    var returnRoute: Route? { returnTo.flatMap(Route.init(returnPath:)) }
}

/// The sign-up form.
struct SignUpFormFields: Decodable, Sendable {
    private let email: String?
    private let password: String?
    private let firstName: String?
    private let lastName: String?
    private let mobile: String?
    private let gender: String?
    private let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case email, password, firstName = "first_name", lastName = "last_name", mobile, gender, returnTo = "return_to"
    }

    /// What Core checks, missing fields empty.
    var input: SignUpForm {
        SignUpForm(email: email ?? "", password: password ?? "", firstName: firstName ?? "", lastName: lastName ?? "",
                   mobile: mobile ?? "", gender: gender ?? "")
    }

    /// The local screen to go to once the account exists.
    var returnRoute: Route? { returnTo.flatMap(Route.init(returnPath:)) }
}

/// Home's mobile number form, from its dialog or its page of its own.
struct MobileFormFields: Decodable, Sendable {
    /// The number as typed.
    let mobile: String?
    /// "dialog" when the dialog sent it.
    let view: String?

    /// Whether the dialog (not the page of its own) sent it.
    var isFromDialog: Bool { view == "dialog" }
}

/// The form that deletes the account, once its password is confirmed.
struct DeleteAccountFormFields: Decodable, Sendable {
    let password: String?
}
