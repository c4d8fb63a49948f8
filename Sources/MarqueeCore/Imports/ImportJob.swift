import Foundation

/// An import from a page, kept between requests so that its progress and its summary survive
/// a reload (and another server answering it): read, then its films matched (counted as they
/// go), then waiting for the person's say, then written.
public struct ImportJob: Sendable, Hashable, Codable, Identifiable {
    /// What the job is doing.
    public enum State: String, Sendable, Hashable, Codable {
        /// Its films are being matched: ``done`` of ``total``.
        case matching
        /// Matched: the summary waits for the person's say.
        case ready
        /// Being written: the films' pages read, ``done`` of ``total``, then all written in one go.
        case writing
        /// Written: ``result`` says what.
        case written
        /// Stopped: ``failure`` says why; nothing was written.
        case failed
    }

    public let id: String
    public let owner: OwnerID
    /// The file's name, as uploaded.
    public let fileName: String
    public var state: State
    public var done: Int
    public var total: Int
    /// When it last moved on: a matching job that stops moving was cut off (a server stopped).
    public var updatedAt: Date
    /// What it read and how its films matched, once ``State/ready``.
    public var preview: ImportPreview?
    /// What it wrote, once ``State/written``.
    public var result: ImportResult?
    /// Why it failed.
    public var failure: Failure?

    /// Why a job stopped.
    public enum Failure: String, Sendable, Hashable, Codable {
        /// Cut off while its films were matched (its server stopped).
        case stalledWhileMatching
        /// Cut off while it was written.
        case stalledWhileWriting
        /// Writing failed, and nothing of it was written.
        case notWritten
        /// The catalog did not answer while the films were matched.
        case catalogUnreachable

        /// The sentence its page shows, in `localizer`'s language.
        public func message(in localizer: Localizer) -> String {
            switch self {
            case .stalledWhileMatching: localizer[ImportText.stalledWhileMatching]
            case .stalledWhileWriting: localizer[ImportText.stalledWhileWriting]
            case .notWritten: localizer[ImportText.notWritten]
            case .catalogUnreachable: localizer[ImportText.catalogUnreachable]
            }
        }
    }

    public init(id: String, owner: OwnerID, fileName: String, total: Int, at date: Date) {
        self.id = id
        self.owner = owner
        self.fileName = fileName
        state = .matching
        done = 0
        self.total = total
        updatedAt = date
    }

    /// A job matching or writing that has not moved for this long was cut off.
    public static let stalledAfter: TimeInterval = 120

    /// Whether it was cut off while matching or writing (its server stopped): it will never move on.
    public func isStalled(at now: Date) -> Bool {
        (state == .matching || state == .writing) && now.timeIntervalSince(updatedAt) > Self.stalledAfter
    }
}

/// Keeps import jobs for a day.
public protocol ImportJobStore: Sendable {
    /// Writes `job` (new or changed).
    func save(_ job: ImportJob) async throws
    /// The owner's job `id`; nil when there is none of that id for them.
    func job(_ id: String, of owner: OwnerID) async throws -> ImportJob?
}
