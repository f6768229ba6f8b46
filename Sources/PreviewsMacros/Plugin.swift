import PreviewMacroExpansions
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The compiler plugin behind `#Preview`. Module and type names are Apple's, so the
/// `#externalMacro(module: "PreviewsMacros", type: …)` declarations read as in Apple's SDK:
/// `Common` for WidgetKit's `#Preview(as:…)` forms, `SwiftUIView` for SwiftUI's view form.
/// The expansions live in `PreviewMacroExpansions`, a plain library its tests can import.
@main
struct PreviewsMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [Common.self, SwiftUIView.self]
}

/// WidgetKit's `#Preview(_:as:…)` macros, under the type name Apple's declarations use; forwards to `WidgetPreviewExpansion`.
public struct Common: DeclarationMacro {
    /// The widget preview's registration function, as `WidgetPreviewExpansion` builds it.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try WidgetPreviewExpansion.expansion(of: node, in: context)
    }
}

/// SwiftUI's view `#Preview`, under the type name Apple's declaration uses; forwards to `ViewPreviewExpansion`.
public struct SwiftUIView: DeclarationMacro {
    /// The view preview's registration function, as `ViewPreviewExpansion` builds it.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try ViewPreviewExpansion.expansion(of: node, in: context)
    }
}
