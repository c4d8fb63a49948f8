import Foundation
import MarqueeCore

extension YourFilms {
    /// The year the Your films tabs' Year tab opens: the owner's latest year of viewings, or
    /// this year (in UTC) when they have none.
    func tabYear(of owner: OwnerID) async throws -> Int {
        try await store.viewingYears(of: owner).first ?? WatchDate(Date(), in: TimeZone(identifier: "UTC") ?? .current).year
    }
}
