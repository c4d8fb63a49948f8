/// The language the person being answered reads, for the parts below the use cases that depend
/// on it without being handed it: the catalog asks TMDB for its facts in that language
/// (``TranslatedCatalog``), and the offline copies are kept apart by it (``OfflineFallback``).
///
/// The web app sets it for each request (its language middleware), as SwiftUI's environment
/// gives a view its locale; everything else reads English.
///
/// ```swift
/// try await ReadingLanguage.$current.withValue(.malay) {
///     try await useCases.details.details(of: 550, owner: owner)   // TMDB asked for ms-MY
/// }
/// ```
public enum ReadingLanguage {
    @TaskLocal public static var current = Language.english
}
