import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

@testable import PreviewMacroExpansions

/// How `#Preview` expands: a file-scope `@_cdecl` function, named so WidgetKit's runtime can
/// find it in the executable's symbol table, that repeats the macro's arguments against the
/// registration type (so the compiler matches them as it matched the macro).
final class PreviewMacroExpansionTests: XCTestCase {
    let widgetMacros: [String: Macro.Type] = ["Preview": WidgetPreviewExpansion.self]
    let viewMacros: [String: Macro.Type] = ["Preview": ViewPreviewExpansion.self]

    /// The C name for the n-th unique name BasicMacroExpansionContext hands out.
    func symbol(_ unique: String, prefix: String = PreviewSite.widgetPrefix) -> String {
        prefix + unique + "_" + PreviewSite.checksum(unique)
    }

    var used: String { PreviewSite.usedAttribute }

    func testTimelineFormWithTrailingClosures() {
        assertMacroExpansion(
            """
            #Preview(as: .systemSmall) {
                MyWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
                SimpleEntry(date: .now, emoji: "🤩")
            }
            """,
            expandedSource: """
                \(used)@_cdecl("\(symbol("__macro_local_7previewfMu_"))")
                public func __macro_local_7previewfMu_() -> UnsafeMutableRawPointer {
                    WidgetKit._WidgetPreviewSite._register(fileID: "TestModule/test.swift", line: 1, column: 1) { @MainActor in
                        WidgetKit._WidgetPreviewRegistration(as: .systemSmall) {
                            MyWidget()
                        } timeline: {
                            SimpleEntry(date: .now, emoji: "😀")
                            SimpleEntry(date: .now, emoji: "🤩")
                        }
                    }
                }
                """,
            macros: widgetMacros)
    }

    func testLabeledFormKeepsEveryArgument() {
        assertMacroExpansion(
            """
            #Preview("Named", as: .systemMedium, widget: { MyWidget() }, timeline: { SimpleEntry(date: .now) })
            """,
            expandedSource: """
                \(used)@_cdecl("\(symbol("__macro_local_7previewfMu_"))")
                public func __macro_local_7previewfMu_() -> UnsafeMutableRawPointer {
                    WidgetKit._WidgetPreviewSite._register(fileID: "TestModule/test.swift", line: 1, column: 1) { @MainActor in
                        WidgetKit._WidgetPreviewRegistration("Named", as: .systemMedium, widget: {
                                MyWidget()
                            }, timeline: {
                                SimpleEntry(date: .now)
                            })
                    }
                }
                """,
            macros: widgetMacros)
    }

    func testProviderAndIntentForms() {
        assertMacroExpansion(
            """
            #Preview(as: .accessoryCircular) { MyWidget() } timelineProvider: { Provider() }
            #Preview("Intent", as: .systemLarge, using: ConfigurationIntent()) { MyWidget() } timelineProvider: { Provider() }
            """,
            expandedSource: """
                \(used)@_cdecl("\(symbol("__macro_local_7previewfMu_"))")
                public func __macro_local_7previewfMu_() -> UnsafeMutableRawPointer {
                    WidgetKit._WidgetPreviewSite._register(fileID: "TestModule/test.swift", line: 1, column: 1) { @MainActor in
                        WidgetKit._WidgetPreviewRegistration(as: .accessoryCircular) {
                            MyWidget()
                        } timelineProvider: {
                            Provider()
                        }
                    }
                }
                \(used)@_cdecl("\(symbol("__macro_local_7previewfMu0_"))")
                public func __macro_local_7previewfMu0_() -> UnsafeMutableRawPointer {
                    WidgetKit._WidgetPreviewSite._register(fileID: "TestModule/test.swift", line: 2, column: 1) { @MainActor in
                        WidgetKit._WidgetPreviewRegistration("Intent", as: .systemLarge, using: ConfigurationIntent()) {
                            MyWidget()
                        } timelineProvider: {
                            Provider()
                        }
                    }
                }
                """,
            macros: widgetMacros)
    }

    func testViewForm() {
        assertMacroExpansion(
            """
            #Preview("Card") {
                CardView()
            }
            """,
            expandedSource: """
                \(used)@_cdecl("\(symbol("__macro_local_7previewfMu_", prefix: PreviewSite.viewPrefix))")
                public func __macro_local_7previewfMu_() -> UnsafeMutableRawPointer {
                    SwiftUI._ViewPreviewSite._register(fileID: "TestModule/test.swift", line: 1, column: 1) { @MainActor in
                        SwiftUI._ViewPreview("Card") {
                            CardView()
                        }
                    }
                }
                """,
            macros: viewMacros)
    }

    func testInsideATypeWarnsAndRegistersNothing() {
        assertMacroExpansion(
            """
            struct Previews {
                #Preview(as: .systemSmall) { MyWidget() } timeline: { SimpleEntry(date: .now) }
            }
            """,
            expandedSource: """
                struct Previews {
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: PreviewDiagnostic.notAtFileScope.message, line: 2, column: 5, severity: .warning)
            ],
            macros: widgetMacros)
    }

    func testWidgetFormWithoutAFamilyIsAnError() {
        assertMacroExpansion(
            """
            #Preview { MyWidget() }
            """,
            expandedSource: "",
            diagnostics: [DiagnosticSpec(message: PreviewDiagnostic.missingFamily.message, line: 1, column: 1)],
            macros: widgetMacros)
    }

    func testViewFormWithoutABodyIsAnError() {
        assertMacroExpansion(
            """
            #Preview("Nothing")
            """,
            expandedSource: "",
            diagnostics: [DiagnosticSpec(message: PreviewDiagnostic.missingBody.message, line: 1, column: 1)],
            macros: viewMacros)
    }

    func testSymbolNamesAreCIdentifiersWithAChecksum() {
        let name = PreviewSite.symbol(for: "$s11GameWidgets33_0123ABCDll7PreviewfMf_7previewfMu_", prefix: PreviewSite.widgetPrefix)
        XCTAssertTrue(name.hasPrefix("vitrine_preview_v1__s11GameWidgets33_0123ABCDll7PreviewfMf_7previewfMu__"))
        XCTAssertTrue(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        XCTAssertEqual(PreviewSite.checksum(""), "811c9dc5")
        XCTAssertEqual(PreviewSite.checksum("a"), "e40c292c")
    }
}
