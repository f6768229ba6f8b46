import Foundation
import SwiftUI

/// Previews a view as a widget of a family (`.previewContext(WidgetPreviewContext(family:))`).
public struct WidgetPreviewContext: PreviewContext, Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}
