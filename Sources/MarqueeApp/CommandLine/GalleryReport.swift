import Foundation
import MarqueeCore

/// What `marquee gallery` and `marquee images` print: a table for people, JSON for scripts.
public enum GalleryReport {
    /// One image a line (id, title, owner), then the page and totals; or why there is none; in
    /// `localizer`'s language.
    public static func table(_ page: PhotoPage, query: String, source: PhotoSource, in localizer: Localizer) -> String {
        guard !page.photos.isEmpty else { return localizer(GalleryCommandText.noMatch, query) }
        let rows = page.photos.map { "\($0.id)\t\($0.title)\t\($0.ownerName)" }
        let footer = localizer(GalleryCommandText.footer, String(page.page), String(max(page.totalPages, 1)), String(page.totalResults),
                               query, source.attribution(in: localizer))
        return (rows + ["", footer]).joined(separator: "\n")
    }

    /// `{"query","page","total_pages","total_results","photos":[{"id","title","owner","page_url","license"}]}`.
    public static func json(_ page: PhotoPage, query: String) -> String {
        struct Row: Encodable {
            let id: String
            let title: String
            let owner: String
            let pageUrl: String?
            let license: String?
        }
        struct Report: Encodable {
            let query: String
            let page: Int
            let totalPages: Int
            let totalResults: Int
            let photos: [Row]
        }
        let report = Report(query: query, page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
                            photos: page.photos.map { Row(id: $0.id, title: $0.title, owner: $0.ownerName, pageUrl: $0.sourcePage?.absoluteString, license: $0.license) })
        return encode(report)
    }

    /// The history, newest first: `date<TAB>text` lines, or JSON `[{"text","searched_at"}]`.
    public static func history(_ entries: [GallerySearchEntry], json: Bool, in localizer: Localizer) -> String {
        struct Row: Encodable {
            let text: String
            let searchedAt: Date
        }
        if json { return encode(entries.map { Row(text: $0.text, searchedAt: $0.date) }) }
        guard !entries.isEmpty else { return localizer[GalleryCommandText.noSearches] }
        return entries.map { "\($0.date.formatted(.iso8601))\t\($0.text)" }.joined(separator: "\n")
    }

    /// "312 images, 48.2 MB of 256.0 MB" for `marquee images stats`, in `localizer`'s language.
    public static func cacheStats(files: Int, bytes: Int, limitBytes: Int, in localizer: Localizer) -> String {
        localizer(GalleryCommandText.cacheStats, String(files), megabytes(bytes), megabytes(limitBytes))
    }

    /// `bytes` in megabytes with one decimal, in plain digits: "48.2".
    public static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }

    private static func encode(_ value: some Encodable) -> String {
        CommandLineJSON.encode(value)
    }
}
