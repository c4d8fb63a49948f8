import Foundation

/// Why a file cannot be imported at all, in words for the person who chose it. Nothing is
/// written when one is thrown. (A few bad rows do not stop an import: ``RejectedRow``.)
public enum ImportError: Error, Sendable, Hashable {
    /// Neither a ZIP, a CSV nor a JSON file of a service Marquee reads.
    case unknownFormat(file: String)
    /// A CSV whose columns are not those of any export Marquee reads.
    case unknownColumns(file: String, columns: [String])
    /// Not UTF-8 text (with or without a byte order mark).
    case notUTF8(file: String)
    /// Larger than an upload may be.
    case tooLarge(limitBytes: Int)
    /// More rows than one import takes.
    case tooManyRows(limit: Int)
    /// A ZIP that would unpack to more than it may: too many files, too many bytes, or bytes
    /// too many times their packed size (a ZIP bomb).
    case zipTooLarge(file: String)
    /// A ZIP entry whose path leaves the export's folder (`../`, `/etc/…`).
    case unsafePath(String)
    /// A ZIP or JSON file that is damaged.
    case damaged(file: String)
    /// A ZIP with no export file in it.
    case emptyExport
    /// The import asked for is not waiting for the person's say: written, expired or someone else's.
    case jobNotFound

    /// One or two sentences: what is wrong, and what to do.
    public var message: String {
        switch self {
        case let .unknownFormat(file):
            "\(file) is not an export Marquee can read. Choose the ZIP Letterboxd sends, one of its CSV files, IMDb's ratings or list CSV, or Trakt's JSON files."
        case let .unknownColumns(file, columns):
            "\(file) has columns Marquee does not know (\(columns.prefix(6).joined(separator: ", "))). Export it again from Letterboxd, IMDb or Trakt without editing it."
        case let .notUTF8(file):
            "\(file) is not UTF-8 text. Export it again, or save it as UTF-8 (CSV UTF-8 in a spreadsheet) and try once more."
        case let .tooLarge(limit):
            "The file is larger than \(limit / 1_048_576) MB. Import its CSV files one at a time."
        case let .tooManyRows(limit):
            "The file has more than \(limit.formatted(.number.locale(Locale(identifier: "en_US")))) rows. Split it and import each part."
        case let .zipTooLarge(file):
            "\(file) unpacks to more than an export could hold. Import its CSV files one at a time."
        case let .unsafePath(path):
            "The ZIP holds a file outside its folder (\(path)). Nothing was read from it."
        case let .damaged(file):
            "\(file) is damaged and could not be read. Download the export again."
        case .emptyExport:
            "The ZIP holds no Letterboxd, IMDb or Trakt export file."
        case .jobNotFound:
            "That import is not waiting any more: it was written already, or a day has passed. Upload the file again."
        }
    }
}
