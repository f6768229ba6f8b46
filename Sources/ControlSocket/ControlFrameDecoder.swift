import Foundation
import NIOCore
import WireTransport

/// Cuts the bytes of a control connection into frames on the event loop, in WireTransport's
/// frame format (`FrameCodec.bodyLength` checks each header against the limit before the body
/// it announces is buffered). Besides whole frames it reports, once per frame, that one has
/// begun, so the connection can time the rest of it.
struct ControlFrameDecoder: ByteToMessageDecoder {
    /// What the decoder passes on.
    enum Item {
        /// The first bytes of a frame arrived; the rest has not.
        case begun
        /// A whole frame's body.
        case frame(Data)
    }
    typealias InboundOut = Item

    let limit: Int
    private var reportedBegun = false

    init(limit: Int) { self.limit = limit }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let header = FrameCodec.headerBytes
        if buffer.readableBytes >= header {
            let length = try FrameCodec.bodyLength(ofHeader: buffer.readableBytesView.prefix(header), limit: limit)
            if buffer.readableBytes >= header + length, let bytes = buffer.getBytes(at: buffer.readerIndex + header, length: length) {
                buffer.moveReaderIndex(forwardBy: header + length)
                reportedBegun = false
                context.fireChannelRead(wrapInboundOut(.frame(Data(bytes))))
                return .continue
            }
        }
        if buffer.readableBytes > 0, !reportedBegun {
            reportedBegun = true
            context.fireChannelRead(wrapInboundOut(.begun))
        }
        return .needMoreData
    }

    /// At end of input the frames still buffered are passed on; a frame cut short is an error.
    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        let state = try decode(context: context, buffer: &buffer)
        if state == .needMoreData, buffer.readableBytes > 0 { throw FrameCodec.Failure.truncated }
        return state
    }
}
