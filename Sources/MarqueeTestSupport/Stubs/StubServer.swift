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
    /// Picks the reply to a request; nil makes the server answer 501.
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

    /// Starts a server answering with `route`, on a free port unless `port` names one (to come
    /// back on the address a stopped server had).
    public static func start(port: Int = 0, _ route: @escaping Route) async throws -> StubServer {
        let log = StubRequestLog()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                log.track(channel)
                return channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(StubHandler(route: route, log: log))
                }
            }
            .bind(host: "127.0.0.1", port: port)
            .get()
        guard let port = channel.localAddress?.port else { throw StubServerError.noPort }

        return StubServer(channel: channel, log: log, port: port)
    }

    /// The port the server listens on.
    public var port: Int { baseURL.port ?? 0 }

    /// Stops listening and closes every open connection, as a server that goes away does.
    public func stop() async throws {
        try await channel.close()
        for connection in log.connections {
            try? await connection.close()
        }
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
    private let channels = Mutex<[any Channel]>([])

    var requests: [StubRequest] { entries.withLock { $0 } }

    /// The connections accepted so far.
    var connections: [any Channel] { channels.withLock { $0 } }

    func track(_ channel: any Channel) {
        channels.withLock { $0.append(channel) }
    }

    func append(_ request: StubRequest) {
        entries.withLock { $0.append(request) }
    }
}

enum StubServerError: Error { case noPort }
