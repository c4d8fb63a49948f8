import Foundation

extension FavoritesStore {
    /// Which of `movieIDs` are favorites of `owner`, for filling a screen's hearts; none when the
    /// store cannot answer, so a store that fails costs the filled hearts, never the screen.
    func hearts(of owner: OwnerID, among movieIDs: [Int]) async -> Set<Int> {
        guard !movieIDs.isEmpty else { return [] }
        return (try? await favoriteIDs(of: owner, among: movieIDs)) ?? []
    }
}
