import Foundation
internal import WidgetArchive

/// SwiftUI's default padding on iOS.
let defaultPadding: CGFloat = 16

extension View {
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_ArchiveModifier(.padding(insets.archived)))
    }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? defaultPadding
        let insets = EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        return modifier(_ArchiveModifier(.padding(insets.archived)))
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_ArchiveModifier { context in
            for v in [width, height].compactMap({ $0 }) where !(v.isFinite && v >= 0) {
                context.diagnose(.error, "invalid-frame", "frame(width: \(String(describing: width)), height: \(String(describing: height))) has an invalid dimension; the frame was ignored")
                return nil
            }
            return .frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.archived)
        })
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_ArchiveModifier { context in
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
            return .flexibleFrame(FlexibleFrame(
                minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                alignment: alignment.archived))
        })
    }

    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { self }

    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_ArchiveModifier(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    public func layoutPriority(_ value: Double) -> some View {
        modifier(_ArchiveModifier(.layoutPriority(value)))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_ArchiveModifier { context in
            if let r = aspectRatio, !(r.isFinite && r > 0) {
                context.diagnose(.warning, "invalid-aspect-ratio", "aspectRatio(\(r)) is not a positive number; the view's own ratio is used")
                return .aspectRatio(nil, contentMode: contentMode.archived)
            }
            return .aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode.archived)
        })
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ArchiveModifier(.offset(x: Double(x), y: Double(y))))
    }

    public func zIndex(_ value: Double) -> some View {
        modifier(_ArchiveModifier(.zIndex(value)))
    }

    /// An explicit identity, kept in the archive's structural ids.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(key: Node.explicitKey(id)))
    }
}
