import Foundation

/// The sign-up form as typed.
public struct SignUpForm: Sendable, Equatable {
    /// The longest first or last name kept.
    public static let maximumNameLength = 100

    public var email: String
    public var password: String
    public var firstName: String
    public var lastName: String
    public var mobile: String
    /// `Gender.rawValue`, or empty when none was chosen.
    public var gender: String

    /// The fields as the person filled them.
    public init(email: String = "", password: String = "", firstName: String = "", lastName: String = "", mobile: String = "", gender: String = "") {
        self.email = email
        self.password = password
        self.firstName = firstName
        self.lastName = lastName
        self.mobile = mobile
        self.gender = gender
    }

    /// What a valid form holds.
    public struct Valid: Sendable, Equatable {
        public let email: EmailAddress
        public let password: String
        public let firstName: String
        public let lastName: String
        public let mobile: MalaysianMobileNumber
        public let gender: Gender
    }

    /// Checks the fields in the specification's order: a compulsory field empty, the email, the
    /// password, the mobile number, the gender (and last the names' length).
    public func validated(with policy: PasswordPolicy) -> Result<Valid, SignUpError> {
        let compulsory = [email, mobile].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } + [password]
        if compulsory.contains(where: \.isEmpty) { return .failure(.incomplete) }
        guard let address = EmailAddress(email) else { return .failure(.invalidEmail) }
        if let problem = policy.problem(with: password) { return .failure(.password(problem)) }
        guard let number = MalaysianMobileNumber(mobile) else { return .failure(.invalidMobile) }
        guard let chosen = Gender(rawValue: gender) else { return .failure(.noGender) }
        let first = firstName.trimmingCharacters(in: .whitespacesAndNewlines)
        let last = lastName.trimmingCharacters(in: .whitespacesAndNewlines)
        if first.count > Self.maximumNameLength || last.count > Self.maximumNameLength { return .failure(.nameTooLong) }
        return .success(Valid(email: address, password: password, firstName: first, lastName: last, mobile: number, gender: chosen))
    }
}

/// The log-in form as typed.
public struct LogInForm: Sendable, Equatable {
    public var email: String
    public var password: String

    /// The fields as the person filled them.
    public init(email: String = "", password: String = "") {
        self.email = email
        self.password = password
    }

    /// Checks the fields in the specification's order: an empty field, the email, the password
    /// rule.
    public func validated() -> Result<(email: EmailAddress, password: String), LogInError> {
        if email.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || password.isEmpty { return .failure(.emptyField) }
        guard let address = EmailAddress(email) else { return .failure(.invalidEmail) }
        guard PasswordPolicy.meetsRule(password) else { return .failure(.breaksPasswordRule) }
        return .success((address, password))
    }
}
