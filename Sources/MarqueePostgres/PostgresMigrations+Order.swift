extension PostgresMigrations {
    /// Every migration, in the order they run: the groups shipped up to issue 28 (``all``, whose
    /// line stays as it ran), then each later group. A new group is appended here, in a file of
    /// its own, never into a shipped one.
    static let inOrder: [Migration] = all + languages
}
