import Foundation

/// Xcode's pre-#Preview previews. They compile; `vitrine preview` (a later step) lists them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// Context for a preview (WidgetKit supplies `WidgetPreviewContext`).
public protocol PreviewContext {}

public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    public func previewContext<C: PreviewContext>(_ context: C) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}
