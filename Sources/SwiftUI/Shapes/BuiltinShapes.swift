import Foundation
package import WidgetArchive

/// A rectangle that fills its frame.
public struct Rectangle: Sendable {
    /// Creates a rectangle.
    public init() {}
}
extension Rectangle: InsettableShape, ArchivableShape {
    /// The whole of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The rectangle shrunk by `amount` on each edge.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Sendable {
    /// The width and height of each corner's rounding.
    public var cornerSize: CGSize
    /// Circular or continuous (squircle) corners.
    public var style: RoundedCornerStyle
    /// A rounded rectangle with corners of the given size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// A rounded rectangle with corners of the given radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
}
extension RoundedRectangle: InsettableShape, ArchivableShape {
    /// `rect` with this shape's rounded corners.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// The shape shrunk by `amount` on each edge, keeping its corners concentric.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry {
        .roundedRectangle(cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height), style: style.archived)
    }
}

/// Corner radii per corner (iOS 16).
public struct RectangleCornerRadii: Equatable, Sendable {
    /// Radius of each corner, in points.
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    /// Corner radii, zero where not given.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// A rectangle whose four corners may have different radii.
public struct UnevenRoundedRectangle: Sendable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous (squircle) corners.
    public var style: RoundedCornerStyle
    /// A rectangle with the given corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    /// A rectangle with the given corner radii, zero where not given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }
}
extension UnevenRoundedRectangle: InsettableShape, ArchivableShape {
    /// An approximation with the largest radius on every corner; the renderer draws the exact shape.
    public func path(in rect: CGRect) -> Path {
        // Approximation for author code that asks for the path; the renderer uses the geometry.
        Path(
            roundedRect: rect, cornerRadius: max(cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomLeading, cornerRadii.bottomTrailing),
            style: style)
    }
    /// The shape shrunk by `amount` on each edge.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry {
        .unevenRoundedRectangle(
            topLeading: Double(cornerRadii.topLeading), bottomLeading: Double(cornerRadii.bottomLeading),
            bottomTrailing: Double(cornerRadii.bottomTrailing), topTrailing: Double(cornerRadii.topTrailing), style: style.archived)
    }
}

/// A circle centered in its frame, as wide as the frame's shorter side.
public struct Circle: Sendable {
    /// Creates a circle.
    public init() {}
}
extension Circle: InsettableShape, ArchivableShape {
    /// The largest circle centered in `rect`.
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// The circle shrunk by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .circle }
}

/// An ellipse that fills its frame.
public struct Ellipse: Sendable {
    /// Creates an ellipse.
    public init() {}
}
extension Ellipse: InsettableShape, ArchivableShape {
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The ellipse shrunk by `amount` on each edge.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .ellipse }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Sendable {
    /// Circular or continuous (squircle) corners.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}
extension Capsule: InsettableShape, ArchivableShape {
    /// The capsule that fills `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style) }
    /// The capsule shrunk by `amount` on each edge.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .capsule(style: style.archived) }
}

/// A shape concentric with the widget's corners.
public struct ContainerRelativeShape: Sendable {
    /// Creates a shape concentric with the widget's corners.
    public init() {}
}
extension ContainerRelativeShape: InsettableShape, ArchivableShape {
    /// A rounded rectangle approximating the container's shape; the renderer uses the widget's real corner radius.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 20, style: .continuous) }
    /// The shape shrunk by `amount`, its corners kept concentric with the container.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
    package var _geometry: ShapeGeometry { .containerRelative }
}

extension Path: Shape, ArchivableShape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
    /// A Path draws at its own coordinates whatever its frame: a zero reference size.
    package var _geometry: ShapeGeometry { .path(PathData(elements: elements), referenceSize: SizeValue(width: 0, height: 0)) }
}
