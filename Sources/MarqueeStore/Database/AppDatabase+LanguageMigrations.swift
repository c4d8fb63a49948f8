import GRDB

extension AppDatabase {
    /// The interface in the person's language (issue 29), in ``migrator``'s order after the
    /// imports' ones. Append-only.
    static func registerLanguageMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v17: the language each account reads Marquee in") { db in
            // A language's code ("ms"), NULL until the person chooses one: the browser's own
            // language is used until then.
            try db.execute(sql: "ALTER TABLE account ADD COLUMN language TEXT")
        }
    }
}
