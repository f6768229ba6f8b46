import Foundation

/// Xcode's pre-#Preview previews. They compile; `vitrine preview` (a later step) lists them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view that `previews` returns.
    associatedtype Previews: View
    /// The views that make up the previews.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// Context for a preview (WidgetKit supplies `WidgetPreviewContext`).
public protocol PreviewContext {}

/// A key for a value in a preview's context.
public protocol PreviewContextKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value when a preview sets none.
    static var defaultValue: Self.Value { get }
}

/// How a preview is sized: as the device, to fit its content, or at a fixed size.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    /// A preview of a fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    /// Gives the preview a context (a widget family); does not change the view.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View { self }
    /// Names the preview; does not change the view.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// Sizes the preview; does not change the view.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Shows the preview on a device; does not change the view.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

/// A device that previews are shown on, by name ("iPhone 15 Pro").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}
