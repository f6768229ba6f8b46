import Foundation
import WidgetArchive

/// Lays out an archive with SwiftUI's propose → choose → place semantics.
/// (Skeleton: the implementation is being written.)
public struct LayoutEngine: Sendable {
    public let text: any TextMeasurer
    public let images: any ImageMeasurer

    public init(text: any TextMeasurer, images: any ImageMeasurer) {
        self.text = text
        self.images = images
    }

    /// The whole widget: the archive's display size, content margins, container background.
    public func layout(_ archive: ViewArchive) -> LayoutTree {
        fatalError("LayoutEngine.layout(_:) is not implemented yet")
    }

    /// One subtree in a proposal, placed at the origin (for tests and embedding).
    public func layout(_ node: Node, in proposal: ProposedSize) -> LaidOutNode {
        fatalError("LayoutEngine.layout(_:in:) is not implemented yet")
    }
}
