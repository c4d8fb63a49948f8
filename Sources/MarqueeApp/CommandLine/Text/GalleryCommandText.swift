import MarqueeCore

/// What `marquee gallery` and `marquee images` print.
public enum GalleryCommandText: String, MessageKey {
    public static let table = "galleryCommand"

    /// A search without words.
    case typeWhat
    /// No image matches the words.
    case noMatch
    /// The page, the total and the source of the images.
    case footer
    /// No image searches remembered.
    case noSearches
    /// The image searches forgotten.
    case historyCleared
    /// No image cache, and why.
    case noCache
    /// How many images the cache holds, and its size of its limit.
    case cacheStats
    /// How much emptying the cache freed.
    case freed
}
