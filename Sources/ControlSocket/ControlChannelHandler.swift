import Foundation
import HostProtocol
import NIOCore

/// What a connection's request task receives from the event loop, in arrival order.
enum ControlIncoming: Sendable {
    /// A whole frame's body.
    case frame(Data)
    /// The input ended badly (bad frame, timeout, read error): answered with id -1, then closed.
    case failed(ControlError)
}

/// One connection on its event loop, after the frame decoder: hands frames to the connection's
/// request task, times the hello and every frame begun, holds reading while `readAhead` frames
/// wait for answers, and writes the answers (closing a peer that stops reading them).
/// Every member is touched on the channel's event loop only.
final class ControlChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = ControlFrameDecoder.Item
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The server's options, in the event loop's units.
    struct Limits {
        var helloTimeout: TimeAmount
        var frameTimeout: TimeAmount
        var sendTimeout: TimeAmount
        var readAhead: Int

        init(_ options: ControlServer.Options) {
            helloTimeout = .interval(options.helloTimeout)
            frameTimeout = .interval(options.frameTimeout)
            sendTimeout = .interval(options.sendTimeout)
            readAhead = max(1, options.readAhead)
        }
    }

    private let limits: Limits
    private let helloSeconds: Int
    private let frameSeconds: Int
    private let incoming: AsyncStream<ControlIncoming>.Continuation
    /// Told when the channel has closed; dropped then (it holds this handler).
    var connection: ControlConnection?
    private var context: ChannelHandlerContext?

    /// A first frame arrived (later frames may wait indefinitely; a frame begun may not).
    private var greeted = false
    /// Part of a frame arrived and the rest has not.
    private var frameBegun = false
    /// No more frames go to the task (end of input, failure, or close).
    private var ended = false
    /// Frames handed to the task and not yet answered.
    private var unanswered = 0
    /// A read the pipeline asked for while `readAhead` frames were unanswered.
    private var readHeld = false
    private var deadline: Scheduled<Void>?
    /// Writes the kernel has not yet taken, and the limit on waiting for it to take them.
    private var unsent = 0
    private var sendDeadline: Scheduled<Void>?
    private var closeWhenSent = false

    init(options: ControlServer.Options, incoming: AsyncStream<ControlIncoming>.Continuation) {
        limits = Limits(options)
        helloSeconds = Int(options.helloTimeout)
        frameSeconds = Int(options.frameTimeout)
        self.incoming = incoming
    }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        // The hello (the first frame, whole) must come within helloTimeout of the accept.
        arm(limits.helloTimeout, ControlError(.helloRequired, "no request within \(helloSeconds) s"))
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !ended else { return }  // after a failure the rest is read and dropped
        switch unwrapInboundIn(data) {
        case .begun:
            frameBegun = true
            if greeted, !holding { armFrameDeadline() }
        case .frame(let body):
            frameBegun = false
            greeted = true
            cancelDeadline()
            unanswered += 1
            incoming.yield(.frame(body))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A frame over the limit or cut short (FrameCodec.Failure), or a read error. Not passed
        // on: the task answers it and closes the connection.
        guard !ended else { return }
        end(ControlError(.badRequest, "\(error)"))
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            // The peer finished sending (it may still read): what it sent is answered, then closed.
            if !ended { end(nil) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
        if !ended { end(nil) }
        connection?.markClosed()
        connection = nil
        context.fireChannelInactive()
    }

    /// Reading waits while `readAhead` frames are unanswered (the task's queue stays bounded).
    func read(context: ChannelHandlerContext) {
        if ended || !holding {
            context.read()
        } else {
            readHeld = true
        }
    }

    // MARK: Called by the connection (through the event loop)

    /// Writes a frame; `answering` marks the answer to a frame this handler passed on.
    func send(_ buffer: ByteBuffer, answering: Bool, thenClose: Bool) {
        if answering {
            unanswered -= 1
            if readHeld, !holding {
                readHeld = false
                context?.read()
                if greeted, frameBegun { armFrameDeadline() }
            }
        }
        guard let context, context.channel.isActive else { return }
        unsent += 1
        let promise = context.eventLoop.makePromise(of: Void.self)
        promise.futureResult.assumeIsolated().whenComplete { [self] _ in
            unsent -= 1
            sendDeadline?.cancel()
            sendDeadline = nil
            if unsent > 0 {
                armSendDeadline()  // progress: the next write gets its own time
            } else if closeWhenSent {
                self.context?.close(promise: nil)
            }
        }
        context.writeAndFlush(wrapOutboundOut(buffer), promise: promise)
        if unsent > 0, sendDeadline == nil { armSendDeadline() }
        if thenClose { closeAfterWrites() }
    }

    /// Closes once every write has gone out (or the send timeout passed).
    func closeAfterWrites() {
        ended = true
        cancelDeadline()
        closeWhenSent = true
        if unsent == 0 { context?.close(promise: nil) }
    }

    // MARK: Timers

    private var holding: Bool { unanswered >= limits.readAhead }

    private func armFrameDeadline() {
        guard deadline == nil else { return }
        arm(limits.frameTimeout, ControlError(.badRequest, "a frame was not completed within \(frameSeconds) s"))
    }

    private func arm(_ delay: TimeAmount, _ failure: ControlError) {
        cancelDeadline()
        guard let context else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: delay) { [self] in
            deadline = nil
            if !ended { end(failure) }
        }
    }

    private func armSendDeadline() {
        guard let context else { return }
        // A peer that takes none of our bytes for this long is not reading: disconnected.
        sendDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: limits.sendTimeout) { [self] in
            sendDeadline = nil
            self.context?.close(promise: nil)
        }
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }

    private func cancelTimers() {
        cancelDeadline()
        sendDeadline?.cancel()
        sendDeadline = nil
    }

    private func end(_ failure: ControlError?) {
        ended = true
        cancelDeadline()
        if let failure { incoming.yield(.failed(failure)) }
        incoming.finish()
    }
}

extension TimeAmount {
    /// Seconds as the event loop counts time.
    static func interval(_ seconds: TimeInterval) -> TimeAmount { .nanoseconds(Int64(max(0, seconds) * 1_000_000_000)) }
}
