import NIOCore

/// A connection the server will not serve (another user, the connection limits, shutdown):
/// the refusal frame goes out and the writing half is shut, and what the peer sends meanwhile
/// is read and dropped. Closing with the peer's hello unread would make the kernel report a
/// reset to it instead of the refusal; so the socket closes when the peer closes its end, or
/// after `linger` at most.
final class ControlRefusalHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let refusal: ByteBuffer
    private let linger: TimeAmount
    private var lingerTimer: Scheduled<Void>?

    init(refusal: ByteBuffer, linger: TimeAmount) {
        self.refusal = refusal
        self.linger = linger
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.whenComplete { _ in channel.close(mode: .output, promise: nil) }
        context.writeAndFlush(NIOAny(refusal), promise: written)
        lingerTimer = context.eventLoop.scheduleTask(in: linger) { channel.close(promise: nil) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { context.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) { context.close(promise: nil) }

    func channelInactive(context: ChannelHandlerContext) {
        lingerTimer?.cancel()
        lingerTimer = nil
        context.fireChannelInactive()
    }
}
