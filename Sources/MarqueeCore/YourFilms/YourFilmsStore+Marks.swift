import Foundation

extension Optional where Wrapped == any YourFilmsStore {
    /// The marks (watched, on the watchlist, rated) of those of `movieIDs` `owner` has any of, for
    /// a screen's cards and rows; none when there is no store or it cannot answer, so a failing
    /// store costs the marks, never the screen.
    func marks(of owner: OwnerID, among movieIDs: [Int]) async -> [Int: FilmMarks] {
        guard let store = self, !movieIDs.isEmpty else { return [:] }
        return (try? await store.marks(of: owner, among: movieIDs)) ?? [:]
    }
}
