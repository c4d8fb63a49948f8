import Foundation
import MarqueeCore

/// A heart's form (`POST /movies/{id}/favorite`): set or clear it, the date "Undo" restores,
/// when the person made the change (the page script's clock), and the screen to come back to
/// without JavaScript.
struct HeartForm: Decodable, Sendable {
    /// "false" clears the heart; anything else (or nothing) sets it.
    private let favorite: String?
    private let favoritedAt: String?
    private let changedAt: String?
    private let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case favorite, favoritedAt = "favorited_at", changedAt = "changed_at", returnTo = "return_to"
    }

    /// Whether the heart is set.
    var isFavorite: Bool { favorite != "false" }
    /// The date a favorite being put back by "Undo" had; nil for anything but whole seconds
    /// from 1970 to 9999.
    var restoredDate: FavoriteDate? { favoritedAt.flatMap { FavoriteDate(secondsSince1970: $0) } }
    /// When the person pressed the heart, by the page's clock, for a form that reached Marquee at
    /// `receivedAt`; nil when the form does not say (a plain form: the change is made now) or
    /// says something that is not a time.
    func changeTime(receivedAt: Date) -> ChangeTime? {
        changedAt.flatMap { ChangeTime(millisecondsSince1970: $0, receivedAt: receivedAt) }
    }
    /// The local screen to come back to, if it names one.
    var returnRoute: Route? { returnTo.flatMap(Route.init(returnPath:)) }
}
