/// "Forget" on one recent film search.
struct ForgetSearchForm: Decodable, Sendable {
    /// The search as it was remembered.
    let q: String?
}

/// "Forget" on one image search.
struct ForgetGallerySearchForm: Decodable, Sendable {
    private let id: String?

    /// The entry to forget; nil for anything but a whole number.
    var entryID: Int64? { id.flatMap { Int64($0) } }
}
