import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a file beside the database, held by one process at a time (`flock(2)`):
/// servers started together on one database take turns to migrate it and load the catalog,
/// and the one that waited finds the work done.
enum StartupLock {
    /// Runs `body` while holding the lock at `path`, waiting for another holder to let go.
    /// - Throws: when the lock file cannot be opened or locked.
    static func withLock<Value>(at path: String, _ body: () throws -> Value) throws -> Value {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw StartupLockError(path: path, code: errno) }
        defer { close(descriptor) }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
        guard result == 0 else { throw StartupLockError(path: path, code: errno) }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

/// The start-up lock could not be taken.
public struct StartupLockError: Error, CustomStringConvertible {
    let path: String
    let code: Int32

    public var description: String {
        "Marquee could not lock \(path) (\(String(cString: strerror(code)))). Check that its folder is writable."
    }
}
