import HummingbirdBcrypt
import MarqueeCore
import NIOPosix
import Synchronization

/// Passwords hashed with bcrypt (hummingbird-auth's `HummingbirdBcrypt`) on NIO's thread pool,
/// so that the seconds of work a burst of log ins costs never block the threads that answer
/// requests.
///
/// ```swift
/// let hasher = try BcryptPasswordHasher(cost: 12)
/// let hash = try await hasher.hash("correct horse!")
/// ```
public final class BcryptPasswordHasher: PasswordHashing {
    /// The lowest cost accepted: below it, a stolen hash is cheap to attack.
    public static let minimumCost = 10
    /// The cost used unless configured.
    public static let defaultCost = 12

    private let cost: UInt8
    private let threadPool: NIOThreadPool
    /// A hash of nothing anyone typed, made at the same cost on first use, to check unknown
    /// emails against.
    private let dummyHash = Mutex<String?>(nil)

    /// A hasher at `cost` (log2 of the rounds), between ``minimumCost`` and 31.
    /// - Throws: ``CostError`` for a cost outside that range.
    public init(cost: Int = defaultCost, threadPool: NIOThreadPool = .singleton) throws {
        guard (Self.minimumCost...31).contains(cost) else { throw CostError(cost: cost) }
        self.cost = UInt8(cost)
        self.threadPool = threadPool
    }

    public func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await threadPool.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    public func verify(_ password: String, against hash: String?) async throws -> Bool {
        guard let hash else {
            let dummy = try await dummy()
            _ = try await threadPool.runIfActive { Bcrypt.verify(password, hash: dummy) }
            return false
        }
        return try await threadPool.runIfActive { Bcrypt.verify(password, hash: hash) }
    }

    private func dummy() async throws -> String {
        if let made = dummyHash.withLock({ $0 }) { return made }
        let made = try await hash(RandomToken.make())
        return dummyHash.withLock { stored in
            if let stored { return stored }
            stored = made
            return made
        }
    }

    /// A bcrypt cost outside the accepted range.
    public struct CostError: Error, CustomStringConvertible {
        public let cost: Int
        public var description: String {
            "bcrypt cost \(cost) is not allowed: use \(BcryptPasswordHasher.minimumCost) to 31 (\(BcryptPasswordHasher.defaultCost) by default)"
        }
    }
}
