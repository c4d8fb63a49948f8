import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Answers each HTTP request on one connection from the stub server's route.
final class StubHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let route: StubServer.Route
    private let log: StubRequestLog
    private var head: HTTPRequestHead?

    init(route: @escaping StubServer.Route, log: StubRequestLog) {
        self.route = route
        self.log = log
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head):
            self.head = head
        case .body:
            break
        case .end:
            guard let head else { return }
            let components = URLComponents(string: head.uri)
            let request = StubRequest(
                method: head.method.rawValue,
                path: components?.path ?? head.uri,
                queryItems: Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 }),
                headers: Dictionary(head.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
            )
            log.append(request)
            let reply = route(request) ?? .status(501, body: "The stub server has no reply for \(head.method.rawValue) \(head.uri)")
            send(reply, context: context)
        }
    }

    private func send(_ reply: StubReply, context: ChannelHandlerContext) {
        switch reply {
        case let .respond(status, headers, body):
            var fields = HTTPHeaders(headers.map { ($0.key, $0.value) })
            fields.replaceOrAdd(name: "Content-Length", value: String(body.count))
            let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: fields)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        case let .delayed(delay, inner):
            let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) {
                let (handler, context) = loopBound.value
                handler.send(inner, context: context)
            }
        case .reset:
            // SO_LINGER 0 turns the close into a TCP reset.
            let channel = context.channel
            if let provider = channel as? any SocketOptionProvider {
                provider.setSoLinger(linger(l_onoff: 1, l_linger: 0)).whenComplete { _ in channel.close(promise: nil) }
            } else {
                channel.close(promise: nil)
            }
        }
    }
}
