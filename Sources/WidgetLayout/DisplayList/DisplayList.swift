import Foundation
import WidgetArchive

/// Drawing commands in paint order, produced from a layout tree and consumed by a
/// rasterizer. Frames are in points; the rasterizer applies the pixel scale.
public struct DisplayList: Sendable {
    public var size: SizeValue
    public var colorScheme: ArchiveEnvironment.ColorScheme
    public var items: [DisplayItem]
    public init(size: SizeValue, colorScheme: ArchiveEnvironment.ColorScheme, items: [DisplayItem]) {
        self.size = size; self.colorScheme = colorScheme; self.items = items
    }
}

public enum DisplayItem: Sendable, Hashable {
    /// A shape filled or stroked in a rectangle (inset and trim already in the item).
    case shape(ShapeItem)
    /// A paragraph laid out in `frame` (the renderer shapes it again at `frame.width`,
    /// with the same engine that measured it).
    case text(TextItem)
    /// An image drawn into `frame` (already fitted or filled by layout), clipped to `clip`.
    case image(ImageItem)
    /// Begin a group clipped to a shape.
    case pushClip(ShapeGeometry, RectValue, antialiased: Bool)
    /// Begin a group composited at an opacity.
    case pushOpacity(Double)
    /// Begin a group under an affine transform (offset, rotation, scale around an anchor).
    case pushTransform(AffineTransformValue)
    /// Begin a group drawn with a drop shadow.
    case pushShadow(color: Paint, radius: Double, x: Double, y: Double)
    /// Begin a group drawn blurred.
    case pushBlur(radius: Double)
    /// Begin a group whose alpha is multiplied by the mask items that follow
    /// `beginMaskContent` up to the matching `pop`.
    case pushMask
    case beginMaskContent
    /// End the innermost group.
    case pop
}

public struct ShapeItem: Sendable, Hashable {
    public var geometry: ShapeGeometry
    public var frame: RectValue
    public var drawing: ShapeNode.Drawing
    public var trimFrom: Double
    public var trimTo: Double
    public init(geometry: ShapeGeometry, frame: RectValue, drawing: ShapeNode.Drawing, trimFrom: Double = 0, trimTo: Double = 1) {
        self.geometry = geometry; self.frame = frame; self.drawing = drawing; self.trimFrom = trimFrom; self.trimTo = trimTo
    }
}

public struct TextItem: Sendable, Hashable {
    public var text: TextNode
    public var frame: RectValue
    public var measurement: TextMeasurement
    public init(text: TextNode, frame: RectValue, measurement: TextMeasurement) {
        self.text = text; self.frame = frame; self.measurement = measurement
    }
}

public struct ImageItem: Sendable, Hashable {
    public var image: ImageNode
    public var frame: RectValue
    public var clip: RectValue?
    public init(image: ImageNode, frame: RectValue, clip: RectValue? = nil) {
        self.image = image; self.frame = frame; self.clip = clip
    }
}

/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransformValue: Sendable, Hashable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransformValue(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(_ x: Double, _ y: Double) -> Self { .init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// Rotation by `degrees` (clockwise on screen, y down) around `anchor`.
    public static func rotation(_ degrees: Double, around anchor: PointValue) -> Self {
        let r = degrees * .pi / 180, cs = cos(r), sn = sin(r)
        return .init(a: cs, b: sn, c: -sn, d: cs, tx: anchor.x - cs * anchor.x + sn * anchor.y, ty: anchor.y - sn * anchor.x - cs * anchor.y)
    }
    public static func scale(_ sx: Double, _ sy: Double, around anchor: PointValue) -> Self {
        .init(a: sx, b: 0, c: 0, d: sy, tx: anchor.x - sx * anchor.x, ty: anchor.y - sy * anchor.y)
    }
}
