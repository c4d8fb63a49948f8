import Foundation

/// Keeps the stores from growing without anyone's say: remembers when each anonymous browser
/// was last seen, and deletes what nobody will come back for: the favorites and searches of a
/// browser that never signed up and has been away too long, ended sessions, old counts of
/// log-in attempts, and saved upstream answers nobody asked for again.
public protocol Housekeeping: Sendable {
    /// Notes that the visitor `owner` was seen at `date`.
    func visitorSeen(_ owner: OwnerID, at date: Date) async throws
    /// Deletes what `rules` say is over at `now`, and says how much.
    func sweep(_ rules: RetentionRules, at now: Date) async throws -> SweepReport
    /// Writes one small row, to learn whether the database can be written at all (a full
    /// disk, a read-only file, an unreachable server throw).
    func checkWritable(at now: Date) async throws
}

/// How long each kind of data is kept once nobody uses it.
public struct RetentionRules: Sendable, Equatable {
    /// A browser that never signed up is forgotten this long after its last visit.
    public var visitorIdle: Duration
    /// When a session is over.
    public var sessions: SessionPolicy
    /// Counts of attempts are forgotten this long after the last one (and once no lock holds).
    public var throttleForget: Duration
    /// A saved upstream answer is deleted this long after it was saved.
    public var savedAnswers: Duration

    /// The defaults: visitors 90 days, sessions as their policy says, attempts a day, saved
    /// answers 30 days.
    public init(
        visitorIdle: Duration = .seconds(90 * 86_400), sessions: SessionPolicy = SessionPolicy(),
        throttleForget: Duration = ThrottleRule.accountLogIns.forgetAfter, savedAnswers: Duration = .seconds(30 * 86_400)
    ) {
        self.visitorIdle = visitorIdle
        self.sessions = sessions
        self.throttleForget = throttleForget
        self.savedAnswers = savedAnswers
    }
}

/// What one sweep deleted.
public struct SweepReport: Sendable, Equatable, CustomStringConvertible {
    /// Browsers forgotten, with their favorites and searches.
    public var visitors: Int
    /// Ended sessions.
    public var sessions: Int
    /// Old counts of attempts.
    public var throttles: Int
    /// Old saved upstream answers.
    public var savedAnswers: Int

    public init(visitors: Int = 0, sessions: Int = 0, throttles: Int = 0, savedAnswers: Int = 0) {
        self.visitors = visitors
        self.sessions = sessions
        self.throttles = throttles
        self.savedAnswers = savedAnswers
    }

    public var description: String {
        "\(visitors) idle visitors, \(sessions) ended sessions, \(throttles) old attempt counts, \(savedAnswers) old saved answers"
    }
}

extension RetentionRules {
    /// The moments before which each kind of data is over, at `now`.
    public func cutoffs(at now: Date) -> (visitor: Date, sessionIdle: Date, sessionStart: Date, throttle: Date, savedAnswer: Date) {
        (now.addingTimeInterval(-visitorIdle.timeInterval),
         now.addingTimeInterval(-sessions.idleTimeout.timeInterval),
         now.addingTimeInterval(-sessions.absoluteLifetime.timeInterval),
         now.addingTimeInterval(-throttleForget.timeInterval),
         now.addingTimeInterval(-savedAnswers.timeInterval))
    }
}
