import Foundation
import SwiftUI

/// A shape that marks a point (`PointMark`, symbols on a line).
public protocol ChartSymbolShape: Shape {
    /// How far the shape is drawn within its rect, as a fraction of the rect's size.
    var perceptualUnitRect: CGRect { get }
}

extension ChartSymbolShape {
    /// The whole rect.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// The symbols Swift Charts draws, in the order `symbol(by:)` gives them to values.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    enum Kind: CaseIterable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    /// A filled circle.
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A filled triangle pointing up.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A filled pentagon.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// An × sign.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    static let order: [BasicChartSymbolShape] = Kind.allCases.map { BasicChartSymbolShape(kind: $0) }

    /// Whether the symbol is drawn as lines rather than filled.
    var isStroked: Bool { [.plus, .cross, .asterisk].contains(kind) }

    /// The symbol's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let cx = rect.midX, cy = rect.midY, r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, _ start: Double) -> Path {
            Path { p in
                for i in 0..<n {
                    let a = start + Double(i) * 2 * .pi / Double(n)
                    let pt = CGPoint(x: cx + r * CGFloat(cos(a)), y: cy + r * CGFloat(sin(a)))
                    if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
                }
                p.closeSubpath()
            }
        }
        switch kind {
        case .circle: return Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = r * 0.886  // the square with the circle's area
            return Path(CGRect(x: cx - s, y: cy - s, width: 2 * s, height: 2 * s))
        case .triangle: return polygon(3, -.pi / 2)
        case .diamond: return polygon(4, -.pi / 2)
        case .pentagon: return polygon(5, -.pi / 2)
        case .plus, .cross, .asterisk:
            let angles: [Double] =
                switch kind {
                case .plus: [0, .pi / 2]
                case .cross: [.pi / 4, 3 * .pi / 4]
                default: [.pi / 2, .pi / 6, 5 * .pi / 6]
                }
            return Path { p in
                for a in angles {
                    p.move(to: CGPoint(x: cx - r * CGFloat(cos(a)), y: cy - r * CGFloat(sin(a))))
                    p.addLine(to: CGPoint(x: cx + r * CGFloat(cos(a)), y: cy + r * CGFloat(sin(a))))
                }
            }
        }
    }
}

/// A symbol shape of any type, erased.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let pathIn: @Sendable (CGRect) -> Path
    let stroked: Bool
    /// Wraps a symbol shape.
    public init<S: ChartSymbolShape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        stroked = (shape as? BasicChartSymbolShape)?.isStroked ?? false
    }
    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { pathIn(rect) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    /// A filled triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    /// An × sign.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}
