import CoreLocation
import Foundation

/// The picture a snapshot holds: a plain map background, the meridians and parallels of the
/// visible area at a round interval (drawn with the snapshot's own projection, so they sit where
/// `point(for:)` says), and a label with the region's centre ("37.3349° N, 122.0090° W"). It
/// shows what part of the world the widget asked for without pretending to be a map of it.
struct PlaceholderMap {
    let projection: MapProjection
    let region: MKCoordinateRegion
    let mapType: MKMapType
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    private var pixels: [UInt8]

    typealias RGB = (UInt8, UInt8, UInt8)

    init(region: MKCoordinateRegion, size: CGSize, scale: Double, mapType: MKMapType) {
        self.region = region
        self.mapType = mapType
        self.scale = scale
        projection = MapProjection(region: region, size: size)
        pixelWidth = max(1, Int((Double(size.width) * scale).rounded()))
        pixelHeight = max(1, Int((Double(size.height) * scale).rounded()))
        pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 3)
    }

    var isSatellite: Bool { [.satellite, .hybrid, .satelliteFlyover, .hybridFlyover].contains(mapType) }

    /// Background, lines, label, ink colours for the map type.
    var palette: (ground: RGB, line: RGB, labelFill: RGB, labelInk: RGB) {
        switch mapType {
        case .standard: ((239, 235, 227), (214, 207, 194), (255, 255, 255), (60, 60, 67))
        case .mutedStandard: ((242, 242, 240), (222, 222, 218), (255, 255, 255), (60, 60, 67))
        default: ((52, 66, 56), (84, 100, 88), (28, 28, 30), (235, 235, 245))
        }
    }

    /// The centre as people read coordinates: four decimals (about 11 m), hemisphere letters.
    static func name(of coordinate: CLLocationCoordinate2D) -> String {
        func part(_ value: Double, _ positive: String, _ negative: String) -> String {
            String(format: "%.4f", abs(value)) + "° " + (value < 0 ? negative : positive)
        }
        return "\(part(coordinate.latitude, "N", "S")), \(part(coordinate.longitude, "E", "W"))"
    }

    /// Draws the picture and encodes it as PNG.
    mutating func render() -> Data {
        let colors = palette
        fill(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight, colors.ground)
        drawGraticule(colors.line)
        drawLabel(Self.name(of: region.center), fill: colors.labelFill, ink: colors.labelInk, border: colors.line)
        return PNGWriter.encode(rgb: pixels, width: pixelWidth, height: pixelHeight)
    }

    /// Lines every `step` degrees, with about three to six across the wider dimension.
    private mutating func drawGraticule(_ color: RGB) {
        let bounds = projection.visibleBounds
        let extent = max(bounds.east - bounds.west, bounds.north - bounds.south)
        let steps = [0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 45, 90]
        let step = steps.first { extent / $0 <= 6 } ?? 90
        let thickness = max(1, Int(scale.rounded()))
        var longitude = (bounds.west / step).rounded(.up) * step
        while longitude <= bounds.east {
            let x = Int((projection.point(for: CLLocationCoordinate2D(latitude: region.center.latitude, longitude: longitude)).x * scale).rounded())
            fill(x0: x - thickness / 2, y0: 0, x1: x - thickness / 2 + thickness, y1: pixelHeight, color)
            longitude += step
        }
        var latitude = (bounds.south / step).rounded(.up) * step
        while latitude <= bounds.north {
            let y = Int((projection.point(for: CLLocationCoordinate2D(latitude: latitude, longitude: region.center.longitude)).y * scale).rounded())
            fill(x0: 0, y0: y - thickness / 2, x1: pixelWidth, y1: y - thickness / 2 + thickness, color)
            latitude += step
        }
    }

    /// The name in a box centred near the bottom, as large as fits (at most 2 pixels of glyph per point).
    private mutating func drawLabel(_ text: String, fill background: RGB, ink: RGB, border: RGB) {
        let characters = Array(text)
        let advance = PixelFont.width + 1
        let padding = 3
        let widthInCells = characters.count * advance - 1 + 2 * padding
        let heightInCells = PixelFont.height + 2 * padding
        let cell = min(max(1, Int((2 * scale).rounded())), (pixelWidth - 2) / widthInCells, (pixelHeight - 2) / heightInCells)
        guard cell >= 1 else { return }
        let boxWidth = widthInCells * cell
        let boxHeight = heightInCells * cell
        let x0 = (pixelWidth - boxWidth) / 2
        let y0 = max(0, pixelHeight - boxHeight - max(cell * 2, pixelHeight / 12))
        fill(x0: x0 - 1, y0: y0 - 1, x1: x0 + boxWidth + 1, y1: y0 + boxHeight + 1, border)
        fill(x0: x0, y0: y0, x1: x0 + boxWidth, y1: y0 + boxHeight, background)
        for (index, character) in characters.enumerated() {
            let left = x0 + (padding + index * advance) * cell
            for gy in 0..<PixelFont.height {
                for gx in 0..<PixelFont.width where PixelFont.ink(character, x: gx, y: gy) {
                    let px = left + gx * cell
                    let py = y0 + (padding + gy) * cell
                    fill(x0: px, y0: py, x1: px + cell, y1: py + cell, ink)
                }
            }
        }
    }

    private mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, _ color: RGB) {
        let left = max(0, x0)
        let right = min(pixelWidth, x1)
        let top = max(0, y0)
        let bottom = min(pixelHeight, y1)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            var offset = (y * pixelWidth + left) * 3
            for _ in left..<right {
                pixels[offset] = color.0
                pixels[offset + 1] = color.1
                pixels[offset + 2] = color.2
                offset += 3
            }
        }
    }
}
