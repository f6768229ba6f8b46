import Foundation
import SwiftParser
import SwiftSyntax

/// Compiles an author's code as iOS code on Linux. Swift takes `os(…)` and
/// `targetEnvironment(…)` from the compiler's target alone, and no flag sets them, so the
/// conditions of every `#if`/`#elseif` are rewritten in a copy of the file: `os(iOS)` becomes
/// `true`, any other `os(…)` `false`, `targetEnvironment(simulator)` `true` and
/// `targetEnvironment(macCatalyst)` `false`, `canImport(M)` `true` for the modules Vitrine
/// provides and `false` for frameworks iOS does not have (AppKit, WatchKit…). Everything else
/// (`arch`, `swift`, `compiler`, `canImport` of other modules, `-D` identifiers) is kept for the
/// compiler, and a condition is simplified only as far as logic allows (`os(iOS) && DEBUG` →
/// `DEBUG`, `os(macOS) && DEBUG` → `false`). Lines never move: a rewritten condition keeps its
/// line count (and its width when it gets shorter), so `#sourceLocation` at the top maps every
/// diagnostic to the author's file and line.
public struct PlatformConditions: Sendable {
    /// Modules whose `canImport` is true: those the generated package depends on.
    public var importable: Set<String>
    /// Modules whose `canImport` is false on iOS whatever is on the search path.
    public var unavailable: Set<String>

    /// Apple frameworks of other platforms, which `canImport` reports missing on iOS.
    public static let notOnIOS: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "IOKit"]

    /// Conditions as on iOS with `importable` modules.
    public init(importable: Set<String>, unavailable: Set<String> = PlatformConditions.notOnIOS) {
        self.importable = importable
        self.unavailable = unavailable
    }

    /// What a source file needs: its rewritten text (nil when no condition changes) and the
    /// modules it imports (in any branch).
    public struct Analysis: Sendable, Equatable {
        /// The file with its platform conditions replaced, or nil when it has none.
        public let rewritten: String?
        /// First components of every `import`, active branch or not.
        public let imports: Set<String>
    }

    /// Rewrites `source`; with `originalPath`, the result starts with
    /// `#sourceLocation(file: originalPath, line: 1)`.
    public func analyze(_ source: String, originalPath: String? = nil) -> Analysis {
        let tree = Parser.parse(source: source)
        let visitor = ConditionVisitor(conditions: self)
        visitor.walk(tree)
        guard !visitor.edits.isEmpty else { return Analysis(rewritten: nil, imports: visitor.imports) }
        var bytes = Array(source.utf8)
        for edit in visitor.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if let originalPath {
            let literal = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            text = "#sourceLocation(file: \"\(literal)\", line: 1)\n" + text
        }
        return Analysis(rewritten: text, imports: visitor.imports)
    }

    /// The simplified condition, or nil when it holds nothing this rewrite decides.
    public func rewrite(condition: String) -> String? {
        let expression = Parser.parse(source: "#if \(condition)\n#endif\n").statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition
        guard let expression else { return nil }
        var decided = false
        let result = evaluate(expression, decided: &decided)
        return decided ? result.text : nil
    }

    /// Three-valued: decided true or false, or kept for the compiler.
    indirect enum Condition {
        case value(Bool)
        case opaque(String)
        case not(Condition)
        case and([Condition])
        case or([Condition])

        static func negate(_ c: Condition) -> Condition {
            if case .value(let b) = c { return .value(!b) }
            if case .not(let inner) = c { return inner }
            return .not(c)
        }

        static func conjunction(_ parts: [Condition]) -> Condition {
            var kept: [Condition] = []
            for part in parts {
                if case .value(let b) = part {
                    if !b { return .value(false) }
                    continue
                }
                kept.append(part)
            }
            return kept.isEmpty ? .value(true) : kept.count == 1 ? kept[0] : .and(kept)
        }

        static func disjunction(_ parts: [Condition]) -> Condition {
            var kept: [Condition] = []
            for part in parts {
                if case .value(let b) = part {
                    if b { return .value(true) }
                    continue
                }
                kept.append(part)
            }
            return kept.isEmpty ? .value(false) : kept.count == 1 ? kept[0] : .or(kept)
        }

        var text: String {
            switch self {
            case .value(let b): return b ? "true" : "false"
            case .opaque(let s): return s
            case .not(let inner):
                if case .opaque = inner { return "!" + inner.text }
                return "!(" + inner.text + ")"
            case .and(let parts):
                return parts.map { if case .or = $0 { return "(" + $0.text + ")" } else { return $0.text } }.joined(separator: " && ")
            case .or(let parts): return parts.map(\.text).joined(separator: " || ")
            }
        }
    }

    func evaluate(_ expression: ExprSyntax, decided: inout Bool) -> Condition {
        let opaque = Condition.opaque(expression.trimmedDescription)
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .value(literal.literal.tokenKind == .keyword(.true)) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return evaluate(only.expression, decided: &decided)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .negate(evaluate(prefix.expression, decided: &decided))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let parts = [evaluate(infix.leftOperand, decided: &decided), evaluate(infix.rightOperand, decided: &decided)]
            switch op.operator.text {
            case "&&": return .conjunction(parts)
            case "||": return .disjunction(parts)
            default: return opaque
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements), decided: &decided) ?? opaque
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
        {
            let value = argument.expression.trimmedDescription
            let decision: Bool?
            switch callee.baseName.text {
            case "os": decision = value == "iOS"
            case "targetEnvironment": decision = value == "simulator" ? true : (value == "macCatalyst" || value == "macabi") ? false : nil
            case "canImport":
                let module = String(value.prefix { $0 != "." })
                decision = importable.contains(module) ? true : unavailable.contains(module) ? false : nil
            default: decision = nil
            }
            if let decision {
                decided = true
                return .value(decision)
            }
        }
        return opaque
    }

    /// An unfolded `a && b || c`: `&&` binds tighter than `||`, the only operators `#if` allows.
    func evaluate(sequence elements: [ExprSyntax], decided: inout Bool) -> Condition? {
        var disjuncts: [[ExprSyntax]] = [[]]
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "&&" || op.operator.text == "||" else { return nil }
                operators.append(op.operator.text)
                if op.operator.text == "||" { disjuncts.append([]) }
            } else {
                disjuncts[disjuncts.count - 1].append(element)
            }
        }
        return .disjunction(disjuncts.map { conjuncts in .conjunction(conjuncts.map { evaluate($0, decided: &decided) }) })
    }
}

/// Finds every `#if`/`#elseif` condition this rewrite decides, and every import.
private final class ConditionVisitor: SyntaxVisitor {
    struct Edit {
        let range: Range<Int>
        let text: String
    }

    let conditions: PlatformConditions
    var edits: [Edit] = []
    var imports: Set<String> = []

    init(conditions: PlatformConditions) {
        self.conditions = conditions
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { imports.insert(first.name.text) }
        return .skipChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        var decided = false
        let result = conditions.evaluate(condition, decided: &decided)
        guard decided else { return .visitChildren }
        let original = condition.trimmedDescription
        let newlines = original.filter(\.isNewline).count
        var replacement = result.text
        if newlines > 0 {
            replacement += String(repeating: "\n", count: newlines)
        } else if replacement.count < original.count {
            replacement += String(repeating: " ", count: original.count - replacement.count)
        }
        let start = condition.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = condition.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: start..<end, text: replacement))
        return .visitChildren
    }
}
