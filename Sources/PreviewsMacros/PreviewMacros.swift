import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// WidgetKit's `#Preview(_:as:widget:timeline:)`, `#Preview(_:as:widget:timelineProvider:)` and
/// `#Preview(_:as:using:widget:timelineProvider:)`.
///
/// Linux has no Objective-C runtime to find Apple's generated `PreviewRegistry` types, so each
/// preview becomes a C-named function `vitrine_preview_v1_<unique>_<check>` that returns a
/// retained `_WidgetPreviewSite`. WidgetKit's runtime finds those functions in the running
/// executable's ELF symbol tables (`PreviewCatalog`). The call inside repeats the macro's own
/// argument list against `_WidgetPreviewRegistration`, whose initializers mirror the macro
/// signatures, so overload choice, trailing closures and result builders behave identically.
public struct WidgetPreviewExpansion: DeclarationMacro {
    /// A `@_cdecl` function registering this widget preview, or nothing (after a diagnostic) when the family is missing or the preview is not at file scope.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard node.arguments.contains(where: { $0.label?.text == "as" }) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingFamily))
            return []
        }
        guard let site = PreviewSite(node, context, prefix: PreviewSite.widgetPrefix) else { return [] }
        return [site.declaration(registering: registrationCall("WidgetKit._WidgetPreviewRegistration", node), with: "WidgetKit._WidgetPreviewSite")]
    }
}

/// SwiftUI's view form, `#Preview("name") { SomeView() }`. It is type-checked and compiled as
/// on iOS, and registered the same way under `SwiftUI._ViewPreviewSite` (WidgetKit's runtime
/// lists widget previews only; view previews are found but not rendered yet).
public struct ViewPreviewExpansion: DeclarationMacro {
    /// A `@_cdecl` function registering this view preview, or nothing (after a diagnostic) when there is no body or the preview is not at file scope.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "body" }) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody))
            return []
        }
        guard let site = PreviewSite(node, context, prefix: PreviewSite.viewPrefix) else { return [] }
        return [site.declaration(registering: registrationCall("SwiftUI._ViewPreview", node), with: "SwiftUI._ViewPreviewSite")]
    }
}

/// `Type(<the macro's arguments>) <its trailing closures>`: the same call shape, so the
/// compiler matches it exactly as it matched the macro.
func registrationCall(_ type: String, _ node: some FreestandingMacroExpansionSyntax) -> ExprSyntax {
    var arguments = node.arguments
    if let last = arguments.indices.last {
        arguments[last].trailingComma = nil
    }
    let call = FunctionCallExprSyntax(
        calledExpression: ExprSyntax(stringLiteral: type),
        leftParen: .leftParenToken(),
        arguments: arguments,
        rightParen: .rightParenToken(),
        trailingClosure: node.trailingClosure,
        additionalTrailingClosures: node.additionalTrailingClosures)
    return ExprSyntax(call)
}

/// Where a preview is and the C name of its registration function.
struct PreviewSite {
    /// Shared with WidgetKit's `PreviewCatalog`, which checks the suffix before calling. Each
    /// prefix names what the function returns (a `_WidgetPreviewSite` or a `_ViewPreviewSite`).
    static let widgetPrefix = "vitrine_preview_v1_"
    static let viewPrefix = "vitrine_viewpreview_v1_"

    let functionName: TokenSyntax
    let symbol: String
    let file: ExprSyntax
    let line: ExprSyntax
    let column: ExprSyntax

    /// nil (after a diagnostic) where a preview cannot be registered.
    init?(_ node: some FreestandingMacroExpansionSyntax, _ context: some MacroExpansionContext, prefix: String) {
        // `@_cdecl` functions exist only at file scope; Xcode lists file-scope previews too.
        if !context.lexicalContext.isEmpty {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.notAtFileScope))
            return nil
        }
        // The compiler's unique names carry the module, the file and the expansion's position,
        // so the C symbol is unique across the whole executable.
        functionName = context.makeUniqueName("preview")
        symbol = Self.symbol(for: functionName.text, prefix: prefix)
        if let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
            file = location.file
            line = location.line
            column = location.column
        } else {
            file = "#fileID"
            line = "#line"
            column = "#column"
        }
    }

    static func symbol(for uniqueName: String, prefix: String) -> String {
        let middle = String(
            uniqueName.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
            })
        return prefix + middle + "_" + checksum(middle)
    }

    /// FNV-1a of the unique part, so the runtime can tell our functions from symbols the
    /// optimizer derives from them (merged-function thunks append `Tm`, for example).
    static func checksum(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// The C-named function returning `site._register(…) { @MainActor in call }` retained. The
    /// closure is main-actor isolated, as Apple's `makePreview()` is, so the author's closures
    /// (`{ MyWidget() }`) may call main-actor initializers.
    func declaration(registering call: ExprSyntax, with site: String) -> DeclSyntax {
        // Public (and @used where the compiler has it) keeps the function in its own retained
        // section: nothing references it, and release builds link with --gc-sections.
        """
        \(raw: Self.usedAttribute)@_cdecl(\(literal: symbol))
        public func \(functionName)() -> UnsafeMutableRawPointer {
            \(raw: site)._register(fileID: \(file), line: \(line), column: \(column)) { @MainActor in
                \(call)
            }
        }
        """
    }

    #if compiler(>=6.3)
    static let usedAttribute = "@used "
    #else
    static let usedAttribute = ""
    #endif
}

enum PreviewDiagnostic: String, DiagnosticMessage {
    case notAtFileScope
    case missingFamily
    case missingBody

    var message: String {
        switch self {
        case .notAtFileScope:
            "#Preview is only registered at file scope; move it out of this declaration so `vitrine preview` can find it"
        case .missingFamily:
            "a widget #Preview needs a family: #Preview(\"name\", as: .systemSmall) { MyWidget() } timeline: { … }"
        case .missingBody:
            "#Preview needs a body: #Preview(\"name\") { MyView() }"
        }
    }

    var severity: DiagnosticSeverity {
        self == .notAtFileScope ? .warning : .error
    }

    var diagnosticID: MessageID { MessageID(domain: "PreviewsMacros", id: rawValue) }
}
