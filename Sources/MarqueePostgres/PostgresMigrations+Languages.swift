extension PostgresMigrations {
    /// Migrations 17 and on: the interface in the person's language (issue 29). Append-only, as
    /// the others.
    static let languages: [Migration] = [
        Migration(version: 17, name: "the language each account reads Marquee in", statements: [
            // A language's code ("ms"), NULL until the person chooses one: the browser's own
            // language is used until then.
            "ALTER TABLE account ADD COLUMN language text",
        ]),
    ]
}
