import Foundation
import SwiftUI

/// Previews a view as a widget of a family (`.previewContext(WidgetPreviewContext(family:))`).
public struct WidgetPreviewContext: PreviewContext, Sendable {
    /// The family the preview shows.
    public let family: WidgetFamily
    /// A preview context for a widget family.
    public init(family: WidgetFamily) { self.family = family }
}
