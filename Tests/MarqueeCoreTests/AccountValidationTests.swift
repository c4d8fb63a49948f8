import MarqueeCore
import Testing

@Suite struct AccountValidationTests {
    let policy = PasswordPolicy(commonPasswords: ["password1!", "Qwerty123!"])

    @Test(arguments: [
        ("ana@example.com", "ana@example.com"),
        ("  Ana.Lee+films@Example.COM\n", "ana.lee+films@example.com"),
        ("a@b.co", "a@b.co"),
    ])
    func emailIsKeptTrimmedAndLowerCased(typed: String, kept: String) {
        #expect(EmailAddress(typed)?.value == kept)
    }

    @Test(arguments: [
        "", "ana", "ana@", "@example.com", "ana@example", "ana@@example.com", "ana@ex@ample.com",
        "ana lee@example.com", "ana@example..com", "ana@.example.com", "ana@example.com.",
        String(repeating: "a", count: 243) + "@example.com",
    ])
    func malformedEmailIsRefused(typed: String) {
        #expect(EmailAddress(typed) == nil, "\(typed)")
    }

    @Test func emailOfTheLongestLengthIsAccepted() {
        #expect(EmailAddress(String(repeating: "a", count: 242) + "@example.com") != nil)
    }

    @Test func maskedEmailShowsOnlyItsFirstLetterAndDomain() {
        #expect(EmailAddress("ana@example.com")?.masked == "a***@example.com")
    }

    @Test(arguments: [
        ("short!", PasswordProblem.breaksRule),
        ("longenough", .breaksRule),
        ("12345678", .breaksRule),
        ("PASSWORD1!", .tooCommon),
        ("qwerty123!", .tooCommon),
        (String(repeating: "é", count: 36) + "!", .tooLong),
        (String(repeating: "a", count: 72) + "!", .tooLong),
    ])
    func passwordProblemsAreFound(password: String, problem: PasswordProblem) {
        #expect(policy.problem(with: password) == problem)
    }

    @Test(arguments: ["marquee-films", "films 4 ever", "ünïcødé!", String(repeating: "a", count: 71) + "!"])
    func goodPasswordsPass(password: String) {
        #expect(policy.problem(with: password) == nil)
    }

    @Test func bundledListHasThousandsOfCommonPasswords() throws {
        let bundled = try PasswordPolicy.bundled()
        #expect(bundled.commonPasswordCount >= 3_000)
        #expect(bundled.problem(with: "password") == .breaksRule)
    }

    // Sign-up messages, in the specification's order: each row breaks its own rule and every
    // later one, so only the order decides which message shows.
    @Test(arguments: [
        (SignUpForm(email: "", password: "x", mobile: "1", gender: ""), "Please complete the form"),
        (SignUpForm(email: "a@b.co", password: "", mobile: "1", gender: ""), "Please complete the form"),
        (SignUpForm(email: "a@b.co", password: "x", mobile: "  ", gender: ""), "Please complete the form"),
        (SignUpForm(email: "not an email", password: "x", mobile: "1", gender: ""), "Email is not valid"),
        (SignUpForm(email: "a@b.co", password: "x", mobile: "1", gender: ""), "Password should contain one special character and minimum 8 character required"),
        (SignUpForm(email: "a@b.co", password: "password1!", mobile: "1", gender: ""), "This password is too common. Choose one that is harder to guess"),
        (SignUpForm(email: "a@b.co", password: String(repeating: "x", count: 73) + "!", mobile: "1", gender: ""), "Password can have at most 72 bytes (72 letters, fewer with accents or emoji)"),
        (SignUpForm(email: "a@b.co", password: "marquee-films", mobile: "1", gender: ""), "Mobile number is not valid"),
        (SignUpForm(email: "a@b.co", password: "marquee-films", mobile: "012-345 6789", gender: ""), "Please select a gender"),
        (SignUpForm(email: "a@b.co", password: "marquee-films", mobile: "012-345 6789", gender: "other"), "Please select a gender"),
        (SignUpForm(email: "a@b.co", password: "marquee-films", firstName: String(repeating: "n", count: 101), mobile: "012-345 6789", gender: "male"),
         "Names can have at most 100 characters"),
    ])
    func signUpFormIsCheckedInOrder(form: SignUpForm, message: String) {
        guard case .failure(let error) = form.validated(with: policy) else {
            Issue.record("\(form) should be refused")
            return
        }
        #expect(error.message(in: .english) == message)
    }

    @Test func validSignUpKeepsTrimmedNamesAndNormalizedValues() throws {
        let form = SignUpForm(email: " Ana@Example.com ", password: "marquee-films", firstName: " Ana ", lastName: "", mobile: "+60 12-345 6789", gender: "female")
        let valid = try form.validated(with: policy).get()
        #expect(valid.email.value == "ana@example.com")
        #expect(valid.firstName == "Ana")
        #expect(valid.mobile.e164 == "+60123456789")
        #expect(valid.gender == .female)
    }

    @Test(arguments: [
        (LogInForm(email: "", password: "marquee-films"), "All fields are required"),
        (LogInForm(email: "a@b.co", password: ""), "All fields are required"),
        (LogInForm(email: "   ", password: "x"), "All fields are required"),
        (LogInForm(email: "not an email", password: "x"), "Email is not valid"),
        (LogInForm(email: "a@b.co", password: "short!"), "Password should contain one special character and minimum 8 characters required"),
        (LogInForm(email: "a@b.co", password: "longenough"), "Password should contain one special character and minimum 8 characters required"),
    ])
    func logInFormIsCheckedInOrder(form: LogInForm, message: String) {
        guard case .failure(let error) = form.validated() else {
            Issue.record("\(form) should be refused")
            return
        }
        #expect(error.message(in: .english) == message)
    }

    @Test func otherMessagesReadAsSpecified() {
        #expect(LogInError.incorrect.message(in: .english) == "Email or password is incorrect")
        #expect(SignUpError.emailTaken.message(in: .english) == "Email already exists")
        #expect(MobileChangeError.invalidMobile.message(in: .english) == "Mobile number is not valid")
        #expect(Localizer.english[AccountText.mobileChanged] == "Number was edited successfully")
        #expect(LogInError.tooManyAttempts(retryAfter: .seconds(61)).message(in: .english) == "Too many attempts. Try again in 2 minutes, or log in from a browser you have used with this account before")
        #expect(LogInError.tooManyAttempts(retryAfter: .seconds(5)).message(in: .english) == "Too many attempts. Try again in 1 minute, or log in from a browser you have used with this account before")
    }

    @Test func theSeedsMessagesReadInMalayWithTheirWaitsCounted() {
        #expect(SignUpError.incomplete.message(in: .malay) == "Sila lengkapkan borang")
        #expect(SignUpError.invalidEmail.message(in: .malay) == "E-mel tidak sah")
        #expect(SignUpError.password(.breaksRule).message(in: .malay) == "Kata laluan mesti mengandungi satu aksara khas dan sekurang-kurangnya 8 aksara")
        #expect(SignUpError.nameTooLong.message(in: .malay) == "Nama boleh mengandungi paling banyak 100 aksara")
        #expect(SignUpError.nameTooLong.message(in: .english) == "Names can have at most 100 characters")
        #expect(LogInError.tooManyAttempts(retryAfter: .seconds(61)).message(in: .malay).hasPrefix("Terlalu banyak percubaan. Cuba lagi dalam 2 minit,"))
        #expect(AccountDeletionError.tooManyAttempts(retryAfter: .seconds(5)).message(in: .malay) == "Terlalu banyak percubaan. Cuba lagi dalam 1 minit")
        #expect(Gender.unspecified.label(in: .english) == "Prefer not to say")
        #expect(Gender.female.label(in: .malay) == "Perempuan")
    }
}
