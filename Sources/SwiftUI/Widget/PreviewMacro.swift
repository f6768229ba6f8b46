import Foundation

/// SwiftUI's view preview, `#Preview("name") { SomeView() }`, as Apple declares it, so widget
/// files that end with one compile unchanged. The plugin (PreviewsMacros, as in Apple's
/// toolchain) registers it like WidgetKit's widget previews; Vitrine renders widget previews only.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// What a view `#Preview` expands to (mirrors the macro's parameters). Not API.
public struct _ViewPreview {
    public let name: String?
    public let body: @MainActor () -> any View

    @MainActor
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.body = body
    }
}

/// Where a view `#Preview` is; its expansion returns one retained. Not API.
public final class _ViewPreviewSite: @unchecked Sendable {
    public let fileID: String
    public let line: Int
    public let column: Int
    public let make: @MainActor () -> _ViewPreview

    init(fileID: String, line: Int, column: Int, make: @escaping @MainActor () -> _ViewPreview) {
        self.fileID = fileID
        self.line = line
        self.column = column
        self.make = make
    }

    public static func _register(
        fileID: String, line: Int, column: Int,
        _ make: @escaping @MainActor () -> _ViewPreview
    ) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(_ViewPreviewSite(fileID: fileID, line: line, column: column, make: make)).toOpaque()
    }
}
