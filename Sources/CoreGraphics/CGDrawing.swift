/// What a `CGContext` drew, in the context's own space: points from its top-leading corner,
/// y down.
package struct CGDrawing: @unchecked Sendable {
    /// The context's size in points.
    package var size: CGSize
    /// Pixels per point.
    package var scale: CGFloat
    /// Drawing operations in paint order.
    package var operations: [CGDrawingOperation]
    /// Things drawn differently than on Apple's platforms, once per code.
    package var notes: [CGDrawingNote]

    /// The part inside `rect` (points), moved so that `rect`'s origin is the new origin.
    package func cropped(to rect: CGRect) -> CGDrawing {
        let shift = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
        let bounds = CGPath(segments: CGPath.map(CGMutablePath.rectSegments(rect), shift))
        let moved = operations.map { op -> CGDrawingOperation in
            var op = op
            op.clips = op.clips.map { CGPath(segments: CGPath.map($0.segments, shift)) } + [bounds]
            switch op.kind {
            case .fill(let path, let color, let rule):
                op.kind = .fill(CGPath(segments: CGPath.map(path.segments, shift)), color, rule)
            case .stroke(let path, let color, let style):
                op.kind = .stroke(CGPath(segments: CGPath.map(path.segments, shift)), color, style)
            case .image, .custom:
                op.transform = op.transform.concatenating(shift)
            }
            return op
        }
        return CGDrawing(size: rect.size, scale: scale, operations: moved, notes: notes)
    }
}

/// One recorded drawing operation with the graphics state it was drawn under.
package struct CGDrawingOperation: @unchecked Sendable {
    /// What is drawn.
    package enum Kind {
        /// A filled path (points in the context's space).
        case fill(CGPath, CGColor, CGPathFillRule)
        /// A stroked path (points in the context's space; the style already scaled).
        case stroke(CGPath, CGColor, CGStrokeStyle)
        /// An image filling `rect` of user space, mapped through the operation's transform;
        /// `flipped` draws it upside down in the rectangle (`CGContext.draw(_:in:)` in a
        /// flipped context, as on Apple's platforms).
        case image(CGImage, CGRect, flipped: Bool)
        /// A drawing another module records through this context (UIKit's string drawing),
        /// in user space under the operation's transform; the module that made it draws it.
        case custom(any Sendable)
    }
    package var kind: Kind
    /// User space → context space, for images (paths are already mapped).
    package var transform: CGAffineTransform
    /// The global alpha, 0...1.
    package var alpha: CGFloat
    /// Clip paths in the context's space; what is drawn is inside all of them.
    package var clips: [CGPath]
    /// The blend mode in effect.
    package var blendMode: CGBlendMode
    /// The shadow in effect, if any.
    package var shadow: CGShadow?
}

/// A stroke's line style, in the context's space.
package struct CGStrokeStyle: Equatable, Sendable {
    package var lineWidth: CGFloat
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: CGFloat
    package var dash: [CGFloat]
    package var dashPhase: CGFloat
}

/// A shadow: offset (y down) and blur in the context's space, and its color.
package struct CGShadow: @unchecked Sendable {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor
}

/// Something a drawing does differently than Apple's rasterizer would, reported once.
package struct CGDrawingNote: Equatable, Sendable {
    package var code: String
    package var message: String
}
