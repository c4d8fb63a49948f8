import MarqueeCore

extension MessageKeys {
    /// The keys of the web pages' own words.
    public static let web: [any MessageKey.Type] = [
        AccountFieldText.self, AccountPageText.self, AlertText.self, ErrorPageText.self, SignUpText.self, UnavailableText.self,
        LayoutText.self,
        LogInText.self,
        DiscoverText.self, SearchPageText.self, HistoryText.self, FavoritesText.self, GenrePageText.self, PersonPageText.self, GalleryPageText.self, PagerText.self,
        OfflineText.self,
        FilmPageText.self, WhereToWatchText.self,
        ScriptText.self, ManifestText.self,
        YourFilmsPageText.self, ListsPageText.self, ImportPageText.self,
    ]
}
