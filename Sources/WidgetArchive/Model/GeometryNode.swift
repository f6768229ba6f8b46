import Foundation

/// A view whose content depends on the size layout gives it (`GeometryReader`, `Canvas`).
///
/// Such a view takes the whole proposed size and places its single child at its top-leading
/// corner. The child was resolved by the author's code for `resolvedSize` (the extension
/// cannot be asked again at display time); layout reports when the size it proposes differs.
/// Introduced in archive version 2.
public struct GeometryNode: Codable, Hashable, Sendable {
    /// Which view made the node.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// `GeometryReader`: the child is the reader's content.
        case geometryReader
        /// `Canvas`: the child is what the renderer closure drew, in the canvas's coordinates.
        case canvas
    }
    /// Which view made the node.
    public var kind: Kind
    /// The size the child was resolved for (`GeometryProxy.size`, the canvas's `size`).
    public var resolvedSize: SizeValue

    /// A node of a kind whose child was resolved for a size.
    public init(kind: Kind, resolvedSize: SizeValue) {
        self.kind = kind
        self.resolvedSize = resolvedSize
    }
}
