import Foundation
import MarqueeCore

/// A heart's form (`POST /movies/{id}/favorite`): set or clear it, the date "Undo" restores,
/// when the person made the change (the page script's clock), and the screen to come back to
/// without JavaScript.
struct HeartForm: Decodable, Sendable, ChangeTimed {
    /// "false" clears the heart; anything else (or nothing) sets it.
    private let favorite: String?
    private let favoritedAt: String?
    let changedAt: String?
    private let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case favorite, favoritedAt = "favorited_at", changedAt = "changed_at", returnTo = "return_to"
    }

    /// Whether the heart is set.
    var isFavorite: Bool { favorite != "false" }
    /// The date a favorite being put back by "Undo" had; nil for anything but whole seconds
    /// from 1970 to 9999.
    var restoredDate: FavoriteDate? { favoritedAt.flatMap { FavoriteDate(secondsSince1970: $0) } }
    /// The local screen to come back to, if it names one.
    var returnRoute: Route? { returnTo.flatMap(Route.init(returnPath:)) }
}
