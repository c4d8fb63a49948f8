/// Every enum of message keys, by the target that writes them: the catalogs' test reads each
/// key of each in every language. An enum of keys added anywhere is added to its target's list.
public enum MessageKeys {
    /// The keys of Core's own words: validation messages, presenters' lines, counts.
    public static let core: [any MessageKey.Type] = [
        AccountText.self, CatalogErrorText.self, StoreErrorText.self,
        LanguageText.self,
        FilmText.self, WatchProvidersText.self, OfflineBannerText.self,
        FilmSummaryText.self, FilmCardText.self, SearchResultsText.self, DiscoverListText.self, GenreNameText.self, GalleryText.self, PhotoSearchErrorText.self, PersonText.self, DepartmentText.self,
        YourFilmsText.self,
        ImportText.self,
        ListsText.self,
    ]
}
