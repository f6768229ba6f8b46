import Foundation
import WidgetArchive

/// Turns a layout tree into drawing commands. (Skeleton: being written.)
public enum DisplayListBuilder {
    public static func build(_ tree: LayoutTree) -> DisplayList {
        fatalError("DisplayListBuilder.build(_:) is not implemented yet")
    }
}
