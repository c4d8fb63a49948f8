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

    /// One or two sentences: what is wrong, and what to do, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case let .unknownFormat(file): localizer(ImportText.unknownFormat, file)
        case let .unknownColumns(file, columns): localizer(ImportText.unknownColumns, file, columns.prefix(6).joined(separator: ", "))
        case let .notUTF8(file): localizer(ImportText.notUTF8, file)
        case let .tooLarge(limit): localizer(ImportText.tooLarge, localizer.number(limit / 1_048_576))
        case let .tooManyRows(limit): localizer(ImportText.tooManyRows, localizer.number(limit))
        case let .zipTooLarge(file): localizer(ImportText.zipTooLarge, file)
        case let .unsafePath(path): localizer(ImportText.unsafePath, path)
        case let .damaged(file): localizer(ImportText.damaged, file)
        case .emptyExport: localizer[ImportText.emptyExport]
        case .jobNotFound: localizer[ImportText.jobNotFound]
        }
    }
}
