import AsyncHTTPClient
import Foundation
import MarqueeCore
import NIOCore
import NIOHTTP1
import NIOPosix

/// The live ``HTTPTransport``, over AsyncHTTPClient.
public struct AsyncHTTPClientTransport: HTTPTransport {
    private let client: HTTPClient
    private let timeout: TimeAmount
    private let maximumBodySize: Int

    /// - Parameters:
    ///   - timeout: how long one request may take in all.
    ///   - maximumBodySize: a larger body is treated as a broken connection.
    public init(client: HTTPClient, timeout: Duration = .seconds(10), maximumBodySize: Int = 8 * 1024 * 1024) {
        self.client = client
        self.timeout = .nanoseconds(Int64(timeout.components.seconds) * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000)
        self.maximumBodySize = maximumBodySize
    }

    /// Sends `request` and reads the whole body, mapping client errors to ``TransportError``.
    public func send(_ request: MarqueeCore.HTTPRequest) async throws(TransportError) -> MarqueeCore.HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers {
            outgoing.headers.add(name: name, value: value)
        }
        do {
            let response = try await client.execute(outgoing, timeout: timeout)
            let body = try await response.body.collect(upTo: maximumBodySize)
            var headers: [String: String] = [:]
            for (name, value) in response.headers {
                headers[name.lowercased()] = value
            }
            return MarqueeCore.HTTPResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw Self.classify(error)
        }
    }

    /// Tells a slow peer from an unreachable one from a broken connection from a bad answer:
    /// only the first three mean the network is at fault.
    static func classify(_ error: any Error) -> TransportError {
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .getConnectionFromPoolTimeout, .tlsHandshakeTimeout:
                return .timedOut
            case .remoteConnectionClosed, .cancelled:
                return .connectionLost
            default:
                return .invalidResponse
            }
        case is NIOConnectionError, is SocketAddressError:
            return .cannotConnect
        case let error as IOError:
            return error.errnoCode == ECONNRESET || error.errnoCode == EPIPE ? .connectionLost : .cannotConnect
        case let error as ChannelError:
            if case .connectTimeout = error { return .timedOut }
            return .connectionLost
        default:
            return .invalidResponse
        }
    }
}
