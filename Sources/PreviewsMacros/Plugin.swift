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

public struct Common: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetPreviewExpansion.expansion(of: node, in: context)
    }
}

public struct SwiftUIView: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try ViewPreviewExpansion.expansion(of: node, in: context)
    }
}
