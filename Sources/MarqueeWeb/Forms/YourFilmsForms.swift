import Foundation
import MarqueeCore

/// When a person made a change, as a form carries it (`changed_at`, the page script's clock in
/// milliseconds since 1970); nil when the form does not say (a plain form: the change is made
/// now) or says something that is not a time.
protocol ChangeTimed {
    var changedAt: String? { get }
}

extension ChangeTimed {
    /// The time of the change, for a form that reached Marquee at `receivedAt`.
    func changeTime(receivedAt: Date) -> ChangeTime? {
        changedAt.flatMap { ChangeTime(millisecondsSince1970: $0, receivedAt: receivedAt) }
    }
}

/// "Want to watch" (`POST /movies/{id}/watchlist`): `on` true or false.
struct WatchlistForm: Decodable, Sendable, ChangeTimed {
    private let on: String?
    let changedAt: String?
    let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case on, changedAt = "changed_at", returnTo = "return_to"
    }

    /// "false" takes the film off; anything else (or nothing) puts it on.
    var isOn: Bool { on != "false" }
}

/// A log of a viewing, new or an edit (`POST /movies/{id}/viewings`).
struct ViewingForm: Decodable, Sendable, ChangeTimed {
    let viewingID: String?
    let watchedOn: String?
    let rating: String?
    let review: String?
    /// The browser's own calendar day (`YYYY-MM-DD`), which the page script adds.
    let today: String?
    let changedAt: String?
    let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case viewingID = "viewing_id", watchedOn = "watched_on", rating, review, today, changedAt = "changed_at", returnTo = "return_to"
    }
}

/// Deleting a viewing or putting it back (`POST /viewings/{id}/delete`): `deleted` true or false.
struct DeleteViewingFormFields: Decodable, Sendable, ChangeTimed {
    private let deleted: String?
    let changedAt: String?
    let returnTo: String?

    enum CodingKeys: String, CodingKey {
        case deleted, changedAt = "changed_at", returnTo = "return_to"
    }

    /// "false" puts the viewing back; anything else (or nothing) deletes it.
    var isDeleted: Bool { deleted != "false" }
}
