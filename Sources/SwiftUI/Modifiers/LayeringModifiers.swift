import Foundation
internal import WidgetArchive

extension View {
    // Background and overlay: the secondary view is sized by the modified view.

    /// Puts a view behind this one, aligned within its frame.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: alignment, secondary: background))
    }

    /// Puts the builder's views behind this one, aligned within its frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: alignment, secondary: content()))
    }

    /// Fills the area behind the view with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: Rectangle().fill(style)))
    }

    /// Fills a shape behind the view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: shape.fill(style, style: fillStyle)))
    }

    /// The context's background style (system background) behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: Rectangle().fill(BackgroundStyle())))
    }

    /// Fills a shape behind the view with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center, secondary: shape.fill(BackgroundStyle(), style: fillStyle)))
    }

    /// Puts a view in front of this one, aligned within its frame.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: alignment, secondary: overlay))
    }

    /// Puts the builder's views in front of this one, aligned within its frame.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: alignment, secondary: content()))
    }

    /// Covers the view with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: .center, secondary: Rectangle().fill(style)))
    }

    /// Covers the view with a shape filled with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: .center, secondary: shape.fill(style, style: fillStyle)))
    }

    /// Draws a border inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Masks the view with the builder's views: only where the mask is opaque shows.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_SecondaryViewModifier(kind: .mask, alignment: alignment, secondary: mask()))
    }

    /// Masks the view with another view: only where the mask is opaque shows.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_SecondaryViewModifier(kind: .mask, alignment: .center, secondary: mask))
    }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ArchiveModifier { context in .clip(ShapeDescription(shape, context).geometry, antialiased: style.isAntialiased) })
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ArchiveModifier(.clip(.rectangle, antialiased: antialiased)))
    }

    /// Clips the view to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(
            _ArchiveModifier(.clip(.roundedRectangle(cornerWidth: Double(radius), cornerHeight: Double(radius), style: .circular), antialiased: antialiased)))
    }
}
