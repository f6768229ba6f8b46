import Foundation
package import WidgetArchive

public struct Rectangle: Sendable {
    public init() {}
}
extension Rectangle: InsettableShape, ArchivableShape {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .rectangle }
}

public struct RoundedRectangle: Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
}
extension RoundedRectangle: InsettableShape, ArchivableShape {
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry {
        .roundedRectangle(cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height), style: style.archived)
    }
}

/// Corner radii per corner (iOS 16).
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

public struct UnevenRoundedRectangle: Sendable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
}
extension UnevenRoundedRectangle: InsettableShape, ArchivableShape {
    public func path(in rect: CGRect) -> Path {
        // Approximation for author code that asks for the path; the renderer uses the geometry.
        Path(roundedRect: rect, cornerRadius: max(cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomLeading, cornerRadii.bottomTrailing), style: style)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry {
        .unevenRoundedRectangle(topLeading: Double(cornerRadii.topLeading), bottomLeading: Double(cornerRadii.bottomLeading),
                                bottomTrailing: Double(cornerRadii.bottomTrailing), topTrailing: Double(cornerRadii.topTrailing), style: style.archived)
    }
}

public struct Circle: Sendable {
    public init() {}
}
extension Circle: InsettableShape, ArchivableShape {
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .circle }
}

public struct Ellipse: Sendable {
    public init() {}
}
extension Ellipse: InsettableShape, ArchivableShape {
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .ellipse }
}

public struct Capsule: Sendable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}
extension Capsule: InsettableShape, ArchivableShape {
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .capsule(style: style.archived) }
}

/// A shape concentric with the widget's corners.
public struct ContainerRelativeShape: Sendable {
    public init() {}
}
extension ContainerRelativeShape: InsettableShape, ArchivableShape {
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 20, style: .continuous) }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .containerRelative }
}

extension Path: Shape, ArchivableShape {
    public func path(in rect: CGRect) -> Path { self }
    /// A Path draws at its own coordinates whatever its frame: a zero reference size.
    package var _geometry: ShapeGeometry { .path(PathData(elements: elements), referenceSize: SizeValue(width: 0, height: 0)) }
}
