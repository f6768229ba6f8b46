import Foundation
import Testing

@testable import XcodeProject

@Suite struct PlatformConditionTests {
    let conditions = PlatformConditions(importable: ["SwiftUI", "WidgetKit", "UIKit"])

    func rewrite(_ source: String) -> String? { conditions.analyze(source).rewritten }

    @Test func iOSBranchIsTaken() throws {
        let source = "#if os(iOS)\nlet a = 1\n#else\nlet a = 2\n#endif\n"
        #expect(rewrite(source) == "#if true   \nlet a = 1\n#else\nlet a = 2\n#endif\n")
    }

    @Test func negatedIOSIsDropped() throws {
        #expect(rewrite("#if !os(iOS)\nimport WatchKit\n#endif\n") == "#if false   \nimport WatchKit\n#endif\n")
        #expect(rewrite("#if os(watchOS)\nx()\n#endif\n") == "#if false      \nx()\n#endif\n")
    }

    @Test func disjunctionsAndConjunctions() throws {
        #expect(conditions.rewrite(condition: "os(macOS) || os(iOS)") == "true")
        #expect(conditions.rewrite(condition: "os(macOS) && os(iOS)") == "false")
        // Mixed with conditions only the compiler knows: simplified as far as logic allows.
        #expect(conditions.rewrite(condition: "os(iOS) && DEBUG") == "DEBUG")
        #expect(conditions.rewrite(condition: "os(macOS) && DEBUG") == "false")
        #expect(conditions.rewrite(condition: "os(macOS) || DEBUG") == "DEBUG")
        #expect(conditions.rewrite(condition: "os(iOS) || DEBUG") == "true")
        #expect(conditions.rewrite(condition: "(os(iOS) || os(visionOS)) && !(A || B)") == "!(A || B)")
        #expect(conditions.rewrite(condition: "!os(macOS) && (A || B) && arch(arm64)") == "(A || B) && arch(arm64)")
        #expect(conditions.rewrite(condition: "!(os(iOS) && FLAG)") == "!FLAG")
    }

    @Test func targetEnvironmentAndCanImport() throws {
        #expect(conditions.rewrite(condition: "targetEnvironment(simulator)") == "true")
        #expect(conditions.rewrite(condition: "targetEnvironment(macCatalyst)") == "false")
        #expect(conditions.rewrite(condition: "canImport(UIKit)") == "true")
        #expect(conditions.rewrite(condition: "canImport(AppKit)") == "false")
        #expect(conditions.rewrite(condition: "canImport(UIKit.UIGestureRecognizerSubclass)") == "true")
        #expect(conditions.rewrite(condition: "os(iOS) && !targetEnvironment(macCatalyst)") == "true")
    }

    /// Negative: conditions this rewrite does not decide stay untouched, and a file with
    /// nothing to decide is not rewritten at all.
    @Test func undecidedConditionsAreKept() throws {
        for kept in ["DEBUG", "arch(arm64)", "swift(>=5.9)", "compiler(>=6.0)", "canImport(HealthKit)", "canImport(Foundation)", "!DEBUG || BETA"] {
            #expect(conditions.rewrite(condition: kept) == nil, "\(kept)")
        }
        #expect(rewrite("#if DEBUG\nlet a = 1\n#endif\n") == nil)
        #expect(rewrite("let s = \"\"\"\n#if os(iOS)\n\"\"\"\n") == nil)
    }

    @Test func nestedAndElseIf() throws {
        let source = """
            #if os(macOS)
            let p = "mac"
            #elseif os(iOS)
            #if targetEnvironment(simulator)
            let p = "sim"
            #else
            let p = "device"
            #endif
            #endif

            """
        let expected = """
            #if false    
            let p = "mac"
            #elseif true   
            #if true                        
            let p = "sim"
            #else
            let p = "device"
            #endif
            #endif

            """
        #expect(rewrite(source) == expected)
    }

    /// `#if` in a modifier chain and around attributes and switch cases are the same syntax
    /// node in swift-syntax, so they are rewritten too.
    @Test func postfixAndSwitchForms() throws {
        let source = """
            let v = Text("a")
            #if os(iOS)
                .bold()
            #endif
            switch family {
            #if os(watchOS)
            case .accessoryCorner: break
            #endif
            default: break
            }

            """
        let result = try #require(rewrite(source))
        #expect(result.contains("#if true   \n    .bold()"))
        #expect(result.contains("#if false      \ncase .accessoryCorner"))
    }

    /// A multi-line condition keeps its line count, so later lines keep their numbers.
    @Test func linesNeverMove() throws {
        let source = "#if os(iOS) ||\n    os(tvOS)\nlet a = 1\n#endif\nlet b = 2\n"
        let result = try #require(rewrite(source))
        #expect(result.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
        #expect(result.components(separatedBy: "\n")[2] == "let a = 1")
    }

    @Test func sourceLocationAndImports() throws {
        let analysis = conditions.analyze("import SwiftUI\n#if os(iOS)\nimport UIKit\n#else\nimport AppKit\n#endif\n", originalPath: "/p/A \"b\".swift")
        #expect(analysis.rewritten?.hasPrefix("#sourceLocation(file: \"/p/A \\\"b\\\".swift\", line: 1)\nimport SwiftUI\n#if true") == true)
        #expect(analysis.imports == ["SwiftUI", "UIKit", "AppKit"])
    }
}
