import NIOCore
import HTTPTypes
import NIOHTTPTypes

/// Sits after HTTP decoding on every connection: closes one whose request body has not arrived
/// whole within ``ConnectionLimits/bodyTimeout`` of its head, and tells the
/// ``ConnectionRegistry`` when the connection is answering a request, so that it is never the
/// one closed to make room. (Hummingbird's own idle timeout closes connections that wait with
/// no request in progress, a head still arriving included.)
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let bodyTimeout: TimeAmount
    private let registry: ConnectionRegistry
    private var bodyDeadline: Scheduled<Void>?
    private var requestsInProgress = 0

    /// How long an import's upload may take to arrive: 50 MB at about 1.5 Mbit/s.
    static let uploadTimeout = TimeAmount.minutes(5)

    init(bodyTimeout: Duration, registry: ConnectionRegistry) {
        self.bodyTimeout = TimeAmount(bodyTimeout)
        self.registry = registry
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        registry.opened(channel)
        channel.closeFuture.whenComplete { [registry] _ in registry.closed(channel) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        bodyDeadline?.cancel()
        bodyDeadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head):
            requestsInProgress += 1
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            // An export of up to 50 MB may take minutes to send from a phone; every other body is a small form.
            let isUpload = head.method == .post && head.path == Route.importFile.url
            bodyDeadline = context.eventLoop.scheduleTask(in: isUpload ? Self.uploadTimeout : bodyTimeout) {
                // The body stopped coming: nothing more will be read from this client.
                loopBound.value.close(promise: nil)
            }
        case .body:
            break
        case .end:
            bodyDeadline?.cancel()
            bodyDeadline = nil
            // Only now is it answering: a client still sending may be closed to make room.
            registry.update(context.channel, isAnswering: true)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            requestsInProgress = max(0, requestsInProgress - 1)
            // An answer sent before its body has arrived (a refusal) leaves the body's deadline
            // running: the rest of the body must still come in time or the connection closes.
            if requestsInProgress == 0 { registry.update(context.channel, isAnswering: false) }
        }
        context.write(data, promise: promise)
    }
}
