import GRDB
import MarqueeCore

/// SQLite's errors that mean the database cannot take a request now, in Core's terms: a full
/// disk (or a write the file system refused), or a lock held by someone else for too long.
public enum SQLiteStoreErrors {
    /// The outage `error` describes, or nil when it is an error of the statement itself.
    public static func classify(_ error: any Error) -> StoreUnavailableError? {
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode {
        case .SQLITE_FULL, .SQLITE_IOERR:
            return StoreUnavailableError(.full, reason: error.message ?? "\(error.resultCode)")
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return StoreUnavailableError(.busy, reason: error.message ?? "\(error.resultCode)")
        default:
            return nil
        }
    }
}
