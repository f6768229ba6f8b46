import Foundation
internal import WidgetArchive

/// A coordinate space a geometry is measured in.
public enum CoordinateSpace: Hashable {
    /// The widget's coordinates (its top-leading corner is the origin).
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of the enclosing view marked with `coordinateSpace(name:)`.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

/// A type that names a coordinate space (`.local`, `.global`, `.named("…")`).
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The widget's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named by a view with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The widget's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the enclosing view named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension View {
    /// Names this view's coordinate space, so readers inside can measure frames in it.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    /// Names this view's coordinate space, so readers inside can measure frames in it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

/// Marks the content's frame while geometry is resolved (the marker is removed before the
/// archive is finished) and tells readers inside which marker carries the name.
public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: AnyHashable

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        let token = context.sink.geometry.token()
        let nodes = content(context.with { $0.coordinateSpaceTokens[name] = token })
        return nodes.map { Node.wrap($0, in: GeometryMarker.space(token).modifier) }
    }
}
