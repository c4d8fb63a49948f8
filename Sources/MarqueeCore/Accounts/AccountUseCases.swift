import Foundation

/// Everything the account screens do, built once (by `MarqueeServices`) and shared by every
/// request.
///
/// ```swift
/// let result = try await accounts.logIn(LogInForm(email: email, password: password), arrival: arrival)
/// ```
public struct AccountUseCases: Sendable {
    public let signUp: SignUp
    public let logIn: LogIn
    public let sessions: AccountSessions
    public let manage: ManageAccount

    /// Builds the use cases over their ports.
    public init(
        accounts: any AccountStore, sessions: any SessionStore, tokens: any SessionTokenIssuing,
        hasher: any PasswordHashing, throttle: any ThrottleStore, passwordPolicy: PasswordPolicy,
        favorites: any FavoritesStore, history: any SearchHistory, galleryHistory: (any GalleryHistory)? = nil,
        yourFilms: (any YourFilmsStore)? = nil, sessionPolicy: SessionPolicy = SessionPolicy(), now: @escaping @Sendable () -> Date = Date.init
    ) {
        let start = SessionStart(sessions: sessions, tokens: tokens, favorites: favorites, history: history, galleryHistory: galleryHistory,
                                 yourFilms: yourFilms)
        signUp = SignUp(accounts: accounts, hasher: hasher, throttle: throttle, policy: passwordPolicy, sessionStart: start, now: now)
        logIn = LogIn(accounts: accounts, hasher: hasher, throttle: throttle, sessionStart: start, now: now)
        self.sessions = AccountSessions(sessions: sessions, tokens: tokens, policy: sessionPolicy, now: now)
        manage = ManageAccount(accounts: accounts, hasher: hasher, throttle: throttle, now: now)
    }
}
