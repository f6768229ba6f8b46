import Foundation
internal import WidgetArchive

extension View {
    // Background and overlay: the secondary view is sized by the modified view.

    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: alignment, secondary: background))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: alignment, secondary: content()))
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: Rectangle().fill(style)))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: shape.fill(style, style: fillStyle)))
    }

    /// The context's background style (system background) behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: Rectangle().fill(BackgroundStyle())))
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: shape.fill(BackgroundStyle(), style: fillStyle)))
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: alignment, secondary: overlay))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: alignment, secondary: content()))
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: .center, secondary: Rectangle().fill(style)))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: .center, secondary: shape.fill(style, style: fillStyle)))
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_SecondaryViewModifier(kind: .mask, alignment: alignment, secondary: mask()))
    }

    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_SecondaryViewModifier(kind: .mask, alignment: .center, secondary: mask))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ArchiveModifier { context in .clip(ShapeDescription(shape, context).geometry, antialiased: style.isAntialiased) })
    }

    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ArchiveModifier(.clip(.rectangle, antialiased: antialiased)))
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_ArchiveModifier(.clip(.roundedRectangle(cornerWidth: Double(radius), cornerHeight: Double(radius), style: .circular), antialiased: antialiased)))
    }
}
