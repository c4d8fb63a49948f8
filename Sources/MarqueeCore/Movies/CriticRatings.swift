import Foundation

/// Critics' scores, which only the embedded catalog holds.
public protocol CriticRatings: Sendable {
    /// The films critics rate best, best first.
    func topRatedByCritics(limit: Int) async throws -> [Movie]
}
