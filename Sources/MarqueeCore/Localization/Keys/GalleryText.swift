/// The words of the gallery's results (``GalleryPresenter``, ``PhotoSource``).
public enum GalleryText: String, MessageKey {
    public static let table = "gallery"

    /// The heading of the dialog when nothing matched.
    case noImages
    /// `%@`: the text searched.
    case nothingFound
    /// A count: "70 images for “cat”", the count, then the text searched.
    case summary
    /// `%@`: who took the picture.
    case byline
    /// `%@`: the licence's name, as the source gives it.
    case licence
    /// `%@`: a film's title, as its poster's and its banner's names.
    case posterOf, bannerOf
    /// Where the pictures come from.
    case fromFlickr, fromFilmArtwork
}
