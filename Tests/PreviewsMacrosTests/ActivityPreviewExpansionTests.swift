import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

@testable import PreviewMacroExpansions

/// The Live Activity form, `#Preview("name", as: .content, using: attributes) { W() }
/// contentStates: { … }`, expands like the widget forms: the same arguments and trailing
/// closures against `_WidgetPreviewRegistration`, whose activity initializer the compiler then
/// picks by the `ActivityPreviewViewKind` argument.
final class ActivityPreviewExpansionTests: XCTestCase {
    let widgetMacros: [String: Macro.Type] = ["Preview": WidgetPreviewExpansion.self]

    func testContentStatesFormKeepsItsTrailingClosures() {
        let unique = "__macro_local_7previewfMu_"
        let symbol = PreviewSite.widgetPrefix + unique + "_" + PreviewSite.checksum(unique)
        assertMacroExpansion(
            """
            #Preview("Lock Screen", as: .dynamicIsland(.compact), using: MatchAttributes.preview) {
                MatchActivityWidget()
            } contentStates: {
                MatchAttributes.ContentState.kickoff
                MatchAttributes.ContentState.secondHalf
            }
            """,
            expandedSource: """
                \(PreviewSite.usedAttribute)@_cdecl("\(symbol)")
                public func \(unique)() -> UnsafeMutableRawPointer {
                    WidgetKit._WidgetPreviewSite._register(fileID: "TestModule/test.swift", line: 1, column: 1) { @MainActor in
                        WidgetKit._WidgetPreviewRegistration("Lock Screen", as: .dynamicIsland(.compact), using: MatchAttributes.preview) {
                            MatchActivityWidget()
                        } contentStates: {
                            MatchAttributes.ContentState.kickoff
                            MatchAttributes.ContentState.secondHalf
                        }
                    }
                }
                """,
            macros: widgetMacros)
    }
}
