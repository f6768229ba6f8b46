import Foundation
import WidgetArchive

/// Drawing commands in paint order, produced from a layout tree and consumed by a
/// rasterizer. Frames are in points; the rasterizer applies the pixel scale.
public struct DisplayList: Sendable {
    /// The widget's size in points.
    public var size: SizeValue
    /// The appearance the list is drawn in (for asset colors).
    public var colorScheme: ArchiveEnvironment.ColorScheme
    /// The drawing commands, in paint order.
    public var items: [DisplayItem]
    /// A display list from its parts.
    public init(size: SizeValue, colorScheme: ArchiveEnvironment.ColorScheme, items: [DisplayItem]) {
        self.size = size; self.colorScheme = colorScheme; self.items = items
    }
}

/// One drawing command of a display list.
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
    /// Starts the mask items of the innermost `pushMask` group.
    case beginMaskContent
    /// End the innermost group.
    case pop
}

/// A shape to draw: its geometry in a frame, and fill or stroke.
public struct ShapeItem: Sendable, Hashable {
    /// The outline.
    public var geometry: ShapeGeometry
    /// The rectangle the outline is fitted to (inset already applied).
    public var frame: RectValue
    /// Fill or stroke, with the paint.
    public var drawing: ShapeNode.Drawing
    /// Where along the outline drawing starts, 0...1.
    public var trimFrom: Double
    /// Where along the outline drawing ends, 0...1.
    public var trimTo: Double
    /// A shape item; untrimmed unless given.
    public init(geometry: ShapeGeometry, frame: RectValue, drawing: ShapeNode.Drawing, trimFrom: Double = 0, trimTo: Double = 1) {
        self.geometry = geometry; self.frame = frame; self.drawing = drawing; self.trimFrom = trimFrom; self.trimTo = trimTo
    }
}

/// A paragraph to draw in a frame.
public struct TextItem: Sendable, Hashable {
    /// The paragraph.
    public var text: TextNode
    /// Where it is drawn.
    public var frame: RectValue
    /// How layout measured it (lines, baselines, scale), so it draws the same.
    public var measurement: TextMeasurement
    /// A text item from its parts.
    public init(text: TextNode, frame: RectValue, measurement: TextMeasurement) {
        self.text = text; self.frame = frame; self.measurement = measurement
    }
}

/// An image to draw in a frame.
public struct ImageItem: Sendable, Hashable {
    /// The image.
    public var image: ImageNode
    /// Where it is drawn (already fitted or filled).
    public var frame: RectValue
    /// The rectangle it is clipped to; nil for none.
    public var clip: RectValue?
    /// An image item, unclipped unless given.
    public init(image: ImageNode, frame: RectValue, clip: RectValue? = nil) {
        self.image = image; self.frame = frame; self.clip = clip
    }
}

/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransformValue: Sendable, Hashable {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: Double
    /// A transform from its matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The transform that changes nothing.
    public static let identity = AffineTransformValue(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A move by `x`, `y`.
    public static func translation(_ x: Double, _ y: Double) -> Self { .init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// Rotation by `degrees` (clockwise on screen, y down) around `anchor`.
    public static func rotation(_ degrees: Double, around anchor: PointValue) -> Self {
        let r = degrees * .pi / 180, cs = cos(r), sn = sin(r)
        return .init(a: cs, b: sn, c: -sn, d: cs, tx: anchor.x - cs * anchor.x + sn * anchor.y, ty: anchor.y - sn * anchor.x - cs * anchor.y)
    }
    /// A scale by `sx`, `sy` around `anchor`.
    public static func scale(_ sx: Double, _ sy: Double, around anchor: PointValue) -> Self {
        .init(a: sx, b: 0, c: 0, d: sy, tx: anchor.x - sx * anchor.x, ty: anchor.y - sy * anchor.y)
    }
}
