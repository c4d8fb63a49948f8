import MarqueeCore

extension MessageKeys {
    /// The keys of the command line's human output (its `--json` has no words to translate).
    public static let commandLine: [any MessageKey.Type] = [
        CommandLineText.self, SearchCommandText.self, MovieCommandText.self, PersonCommandText.self,
        FavoritesCommandText.self, WatchlistCommandText.self, LogCommandText.self, DiaryCommandText.self,
        YearCommandText.self, ImportCommandText.self, ExportCommandText.self, CatalogCommandText.self,
        GalleryCommandText.self, HistoryCommandText.self, AccountsCommandText.self, ServeCommandText.self,
    ]
}
