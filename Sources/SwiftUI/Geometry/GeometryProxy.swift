import Foundation

/// The size and coordinates of a `GeometryReader`, for building its content.
public struct GeometryProxy {
    /// The size of the reader: all the space its parent offered.
    public let size: CGSize
    /// The reader's frame in the widget's coordinates.
    let globalFrame: CGRect
    /// Frames of the named coordinate spaces around the reader, in the widget's coordinates.
    let namedFrames: [AnyHashable: CGRect]

    init(size: CGSize, globalFrame: CGRect, namedFrames: [AnyHashable: CGRect]) {
        self.size = size; self.globalFrame = globalFrame; self.namedFrames = namedFrames
    }

    /// The safe area insets of the reader. A widget has no safe area: always zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.local` starts at zero, `.global` is the
    /// widget's, `.named` is a view marked with `coordinateSpace(name:)` (the widget's when
    /// no enclosing view has that name, as SwiftUI falls back to global).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let space = namedFrames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's frame in a coordinate space (`.local`, `.global`, `.named("…")`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space in the reader's local coordinates; nil when
    /// no enclosing view has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let space = namedFrames[name] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}
