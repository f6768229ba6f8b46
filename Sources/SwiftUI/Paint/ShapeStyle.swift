import Foundation
package import WidgetArchive

/// A color or pattern used to fill or stroke shapes and draw text.
public protocol ShapeStyle: Sendable {}

/// Styles the engine knows how to turn into archive paint in a given environment.
package protocol ResolvableShapeStyle {
    func _paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// The archive paint for any style; unknown (author-defined) styles fall back to the
    /// foreground color.
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        if let resolvable = self as? any ResolvableShapeStyle {
            return resolvable._paint(in: environment)
        }
        return ForegroundStyle()._paint(in: environment)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    /// Wraps any shape style.
    public init<S: ShapeStyle>(_ style: S) {
        self.base = (style as? AnyShapeStyle)?.base ?? style
    }
    package func _paint(in environment: EnvironmentValues) -> Paint { base.resolvePaint(in: environment) }
}

/// The current foreground style (the first level of `foregroundStyle`).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The current foreground style.
    public init() {}
    package func _paint(in environment: EnvironmentValues) -> Paint {
        HierarchicalShapeStyle.primary._paint(in: environment)
    }
}

/// The background style of the current context.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The background style of the current context.
    public init() {}
    package func _paint(in environment: EnvironmentValues) -> Paint {
        Color.systemBackground._paint(in: environment)
    }
}

/// The tint color (`tint(_:)`, else the accent color).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The current tint.
    public init() {}
    package func _paint(in environment: EnvironmentValues) -> Paint {
        environment.tintStyle?._paint(in: environment) ?? Color.accentColor._paint(in: environment)
    }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: the foreground style, fainter.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the foreground style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the foreground style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth, faintest level of the foreground style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func _paint(in environment: EnvironmentValues) -> Paint {
        if let styles = environment.foregroundStyles, !styles.isEmpty {
            if level < styles.count {
                // An explicit style for this level (foregroundStyle(_:_:_:)); resolve it without
                // the foreground override so `.primary` inside it means the default.
                var base = environment
                base.foregroundStyles = nil
                return styles[level]._paint(in: base)
            }
            // Derive lower levels from the primary style by opacity, as SwiftUI does.
            var base = environment
            base.foregroundStyles = nil
            return styles[0]._paint(in: base).scalingOpacity(Self.opacity[min(level, 4)])
        }
        return Color.label(level: level)._paint(in: environment)
    }

    static let opacity: [Double] = [1, 0.6, 0.3, 0.18, 0.1]
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth, faintest level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint color (`tint(_:)`, else the accent color).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    /// This style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

struct _OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func _paint(in environment: EnvironmentValues) -> Paint {
        base._paint(in: environment).scalingOpacity(opacity)
    }
}
