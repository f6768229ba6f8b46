import Foundation
package import WidgetArchive

/// The system fill colors (`.fill`, `.fill.secondary`, …): translucent grays for shapes
/// and container backgrounds (Xcode 15's widget template uses `.fill.tertiary`).
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    /// The first level of system fill.
    public init() { self.level = 0 }
    init(level: Int) { self.level = level }

    // UIKit's systemFill … quaternarySystemFill: (120, 120, 128) at these alphas.
    static let lightAlpha: [Double] = [0.2, 0.16, 0.12, 0.08, 0.05]
    static let darkAlpha: [Double] = [0.36, 0.32, 0.24, 0.18, 0.1]

    package func _paint(in environment: EnvironmentValues) -> Paint {
        let alpha = (environment.colorScheme == .dark ? Self.darkAlpha : Self.lightAlpha)[min(level, 4)]
        return .rgba(120 / 255, 120 / 255, 128 / 255, alpha)
    }

    /// The second level of system fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third level of system fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth level of system fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
    /// The fifth level of system fill.
    public var quinary: FillShapeStyle { FillShapeStyle(level: 4) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill color for shapes and backgrounds.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle {
    /// Lower levels of any style, by opacity (`Color.blue.secondary`).
    public var secondary: some ShapeStyle { opacity(HierarchicalShapeStyle.opacity[1]) }
    /// The style at its third level of opacity.
    public var tertiary: some ShapeStyle { opacity(HierarchicalShapeStyle.opacity[2]) }
    /// The style at its fourth level of opacity.
    public var quaternary: some ShapeStyle { opacity(HierarchicalShapeStyle.opacity[3]) }
    /// The style at its fifth level of opacity.
    public var quinary: some ShapeStyle { opacity(HierarchicalShapeStyle.opacity[4]) }
}
