import MarqueeCore

/// The words of the gallery and of one picture's screen.
enum GalleryPageText: String, MessageKey {
    static let table = "galleryPage"

    /// The heading, the results' name for screen readers, and the page's title.
    case title
    /// `%@`: the text searched, as the page's title.
    case titleOfSearch
    /// The search box's label, its placeholder and the form's button.
    case label, placeholder, search
    /// The suggestions' name for screen readers, and the heading of the list before a search.
    case pastImageSearches, pastSearches
    /// The grid's link to its next page, and the line at its end.
    case moreImages, noMoreImages
    /// The grid asked for without a search.
    case typeSomething
    /// One picture's screen: the way back, the link to its page at Flickr.
    case backToImages, viewOnFlickr
    /// A picture no longer found, or one whose bytes could not be had.
    case noLongerInResults, photoNotLoaded
}
