import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A real HTTP server on 127.0.0.1 that stands in for TMDB: it answers from a script of
/// ``StubReply`` values, records every request, and answers a request nobody scripted with
/// 501 so the test fails loudly.
///
/// ```swift
/// let server = try await StubServer.start { request in
///     request.path == "/3/search/movie" ? .fixture("tmdb/search-movie-single-result.json") : nil
/// }
/// defer { Task { try await server.stop() } }
/// ```
public final class StubServer: Sendable {
    public typealias Route = @Sendable (StubRequest) -> StubReply?

    private let channel: any Channel
    private let log: StubRequestLog

    /// The server's root, `http://127.0.0.1:PORT`.
    public let baseURL: URL

    private init(channel: any Channel, log: StubRequestLog, port: Int) {
        self.channel = channel
        self.log = log
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Every request received so far, in order.
    public var requests: [StubRequest] { log.requests }

    /// Starts a server on a free port answering with `route`.
    public static func start(_ route: @escaping Route) async throws -> StubServer {
        let log = StubRequestLog()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(StubHandler(route: route, log: log))
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        guard let port = channel.localAddress?.port else { throw StubServerError.noPort }
        return StubServer(channel: channel, log: log, port: port)
    }

    /// Stops listening; pending connections close.
    public func stop() async throws {
        try await channel.close()
    }

    /// A server built from a queue: the n-th request gets the n-th reply, then `then`.
    public static func sequence(_ replies: [StubReply], then fallback: StubReply? = nil) async throws -> StubServer {
        let queue = Mutex(replies)
        return try await start { _ in
            queue.withLock { $0.isEmpty ? fallback : $0.removeFirst() }
        }
    }
}

/// The requests a stub server received, shared by its connections.
final class StubRequestLog: Sendable {
    private let entries = Mutex<[StubRequest]>([])

    var requests: [StubRequest] { entries.withLock { $0 } }

    func append(_ request: StubRequest) {
        entries.withLock { $0.append(request) }
    }
}

enum StubServerError: Error { case noPort }
