import Foundation
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// Shared engines: font maps are costly to build, and sharing also exercises the cache.
enum Fixtures {
    static let measurer = PangoTextMeasurer(scale: 2)
    static let rasterizer = CairoRasterizer(measurer: measurer)

    static func text(
        _ string: String, size: Double = 17, weight: FontSpec.Weight = .regular, design: String = "default",
        color: Paint = .rgba(0, 0, 0), lineLimit: Int? = nil, minimumScaleFactor: Double = 1,
        alignment: TextNode.Alignment = .leading
    ) -> TextNode {
        TextNode(
            runs: [TextRun(content: .string(string), font: FontSpec(family: .system(design: design), size: size, weight: weight), foreground: color)],
            lineLimit: lineLimit, alignment: alignment, minimumScaleFactor: minimumScaleFactor)
    }

    static let red = Paint.rgba(1, 0, 0)
    static let blue = Paint.rgba(0, 0, 1)

    static func fill(_ frame: RectValue, _ paint: Paint = red) -> DisplayItem {
        fill(.rectangle, frame, paint)
    }

    static func fill(_ geometry: ShapeGeometry, _ frame: RectValue, _ paint: Paint = red) -> DisplayItem {
        .shape(ShapeItem(geometry: geometry, frame: frame, drawing: .fill(paint, evenOdd: false)))
    }

    static func list(_ width: Double = 100, _ height: Double = 100, _ items: [DisplayItem], scheme: ArchiveEnvironment.ColorScheme = .light) -> DisplayList {
        DisplayList(size: SizeValue(width: width, height: height), colorScheme: scheme, items: items)
    }

    static func symbol(_ name: String, size: Double = 17, color: Paint = .rgba(0, 0, 0)) -> ImageNode {
        ImageNode(source: .system(name: name, variableValue: nil), foreground: color, symbolFont: FontSpec(size: size))
    }
}

extension RasterImage {
    /// Pixels in a device-pixel rectangle whose alpha is above `threshold`.
    func countOpaque(x0: Int, y0: Int, x1: Int, y1: Int, threshold: UInt8 = 16) -> Int {
        var count = 0
        for y in max(0, y0)..<min(pixelHeight, y1) {
            for x in max(0, x0)..<min(pixelWidth, x1) where pixel(x: x, y: y).a > threshold { count += 1 }
        }
        return count
    }
}
