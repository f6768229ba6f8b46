import Foundation
internal import WidgetArchive

/// SwiftUI's default padding on iOS.
let defaultPadding: CGFloat = 16

extension View {
    /// Pads each edge of the view by its inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_ArchiveModifier(.padding(insets.archived)))
    }

    /// Pads the given edges by `length`, or by the system's padding when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? defaultPadding
        let insets = EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        return modifier(_ArchiveModifier(.padding(insets.archived)))
    }

    /// Pads every edge by `length` points.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Gives the view a fixed width, height or both, aligning it within the frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            _ArchiveModifier { context in
                for v in [width, height].compactMap({ $0 }) where !(v.isFinite && v >= 0) {
                    context.diagnose(
                        .error, "invalid-frame",
                        "frame(width: \(String(describing: width)), height: \(String(describing: height))) has an invalid dimension; the frame was ignored")
                    return nil
                }
                return .frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.archived)
            })
    }

    /// Constrains the view's size between minimum and maximum widths and heights, aligning it within the frame.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            _ArchiveModifier { context in
                // SwiftUI logs "Contradictory frame constraints" and uses what it can; so do we.
                func ordered(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat?) -> Bool {
                    let values = [a, b, c].compactMap { $0 }
                    return zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
                }
                if !ordered(minWidth, idealWidth, maxWidth) || !ordered(minHeight, idealHeight, maxHeight) {
                    context.diagnose(.warning, "contradictory-frame", "contradictory frame constraints (min ≤ ideal ≤ max does not hold)")
                }
                let values = [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].compactMap { $0 }
                if values.contains(where: { $0.isNaN || $0 < 0 }) {
                    context.diagnose(.error, "invalid-frame", "flexible frame has a negative or NaN dimension; the frame was ignored")
                    return nil
                }
                return .flexibleFrame(
                    FlexibleFrame(
                        minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                        minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                        alignment: alignment.archived))
            })
    }

    /// Deprecated: changes nothing without parameters.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { self }

    /// Sizes the view at its ideal size in both directions, ignoring what the parent offers.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Sizes the view at its ideal size along the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_ArchiveModifier(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Gives the view a priority in sharing space with its siblings; higher goes first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_ArchiveModifier(.layoutPriority(value)))
    }

    /// Sizes the view to fit or fill the space with a width-to-height ratio (nil keeps the content's own).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(
            _ArchiveModifier { context in
                if let r = aspectRatio, !(r.isFinite && r > 0) {
                    context.diagnose(.warning, "invalid-aspect-ratio", "aspectRatio(\(r)) is not a positive number; the view's own ratio is used")
                    return .aspectRatio(nil, contentMode: contentMode.archived)
                }
                return .aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode.archived)
            })
    }

    /// Sizes the view to fit or fill the space with the ratio of `aspectRatio`'s width to height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the space, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Moves the view's drawing by `offset`; its layout frame stays.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Moves the view's drawing by `x` and `y`; its layout frame stays.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ArchiveModifier(.offset(x: Double(x), y: Double(y))))
    }

    /// Positions the centre of this view at `position` in its parent's coordinate space:
    /// the result takes the whole proposed size, and the view is proposed that size.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Positions the centre of this view at (`x`, `y`) in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            _ArchiveModifier { context in
                guard x.isFinite, y.isFinite else {
                    context.diagnose(.error, "invalid-position", "position(x: \(x), y: \(y)) is not a finite point; the position was ignored")
                    return nil
                }
                return .position(x: Double(x), y: Double(y))
            })
    }

    /// Orders overlapping siblings: higher values draw in front.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ArchiveModifier(.zIndex(value)))
    }

    /// An explicit identity, kept in the archive's structural ids.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(key: Node.explicitKey(id)))
    }
}
