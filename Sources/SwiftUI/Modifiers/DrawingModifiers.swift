import Foundation
internal import WidgetArchive

extension View {
    /// Draws the view at an opacity from 0 (invisible) to 1.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_ArchiveModifier(.opacity(min(max(opacity, 0), 1))))
    }

    /// Hides the view; it still takes its space.
    public func hidden() -> some View {
        modifier(_ArchiveModifier(.hidden))
    }

    /// Draws a blurred shadow of the view behind it, offset by `x` and `y`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            _ArchiveModifier { context in
                .shadow(color: color._paint(in: context.environment), radius: Double(radius), x: Double(x), y: Double(y))
            })
    }

    /// Blurs the view by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_ArchiveModifier(.blur(radius: Double(radius), opaque: opaque)))
    }

    /// Rotates the view's drawing around `anchor`; its layout frame does not change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_ArchiveModifier(.rotation(degrees: angle.degrees, anchor: anchor.archived)))
    }

    /// Scales the view's drawing around `anchor`; its layout frame does not change.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ArchiveModifier(.scale(x: Double(scale.width), y: Double(scale.height), anchor: anchor.archived)))
    }

    /// Scales the view's drawing evenly around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by separate factors around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Flattening is the renderer's business; the modifier changes nothing visible.
    public func compositingGroup() -> some View { self }

    /// Flattening is the renderer's business; the modifier changes nothing visible.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}

/// The color space that offscreen drawing blends in.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
