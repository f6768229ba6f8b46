import Foundation
internal import WidgetArchive

extension Text: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        let node = TextNode(
            runs: archivedRuns(context),
            lineLimit: env.lineLimit,
            alignment: {
                switch env.multilineTextAlignment {
                case .leading: .leading;
                case .center: .center;
                case .trailing: .trailing
                }
            }(),
            truncation: {
                switch env.truncationMode {
                case .head: .head;
                case .middle: .middle;
                case .tail: .tail
                }
            }(),
            minimumScaleFactor: Double(min(max(env.minimumScaleFactor, 0), 1)),
            lineSpacing: Double(env.lineSpacing),
            allowsTightening: env.allowsTightening)
        return [Node.leaf(.text(node), context)]
    }

    /// The runs with environment styling folded in, localized and formatted; neighbouring
    /// plain strings with the same attributes merge into one run.
    func archivedRuns(_ context: ResolveContext) -> [TextRun] {
        var merged: [TextRun] = []
        for run in unmergedRuns(context) {
            if let last = merged.last, case .string(let a) = last.content, case .string(let b) = run.content {
                var candidate = run
                candidate.content = last.content
                if candidate == last {
                    merged[merged.count - 1].content = .string(a + b)
                    continue
                }
            }
            merged.append(run)
        }
        return merged
    }

    private func unmergedRuns(_ context: ResolveContext) -> [TextRun] {
        let env = context.environment
        var result: [TextRun] = []
        for run in runs {
            let style = run.style.filled(from: env.textStyle)
            switch run.piece {
            case .verbatim(let string):
                result.append(makeRun(.string(Self.applyCase(string, env.textCase)), style, context))
            case .formatted(let formatted):
                result.append(makeRun(.string(Self.applyCase(formatted.text(env.locale), env.textCase)), style, context))
            case .date(let kind):
                let date = DateText(
                    kind: kind, localeIdentifier: env.locale.identifier,
                    timeZoneIdentifier: env.timeZone.identifier, calendarIdentifier: "\(env.calendar.identifier)")
                result.append(makeRun(.date(date), style, context))
            case .image(let image):
                result.append(makeRun(.image(image.archived(context.with { $0.textStyle = style })), style, context))
            case .localized(let key, let table, let bundle):
                for argument in key.resolved(table: table, bundle: bundle, locale: env.locale) {
                    switch argument {
                    case .string(let s):
                        result.append(makeRun(.string(Self.applyCase(s, env.textCase)), style, context))
                    case .text(let inner):
                        // Interpolated Text keeps its own styling over the outer run's.
                        let innerRuns = inner.runs.map { Run(piece: $0.piece, style: $0.style.filled(from: style)) }
                        result += Text(runs: innerRuns).archivedRuns(context.with { $0.textStyle = Style() })
                    case .image(let image):
                        result.append(makeRun(.image(image.archived(context.with { $0.textStyle = style })), style, context))
                    }
                }
            }
        }
        return result
    }

    private func makeRun(_ content: TextRun.Content, _ style: Style, _ context: ResolveContext) -> TextRun {
        let env = context.environment
        let font = (style.font ?? env.font ?? .body).archived(
            dynamicTypeSize: env.dynamicTypeSize, weight: style.weight, italic: style.italic ?? false,
            monospacedDigit: style.monospacedDigit ?? false, design: style.design, monospaced: style.monospaced ?? false)
        let foreground = style.foreground?._paint(in: env) ?? HierarchicalShapeStyle.primary._paint(in: env)
        func decoration(_ line: LineStyle??) -> TextRun.Decoration? {
            guard case .some(.some(let l)) = line else { return nil }
            return TextRun.Decoration(pattern: l.pattern.archived, color: l.color?._paint(in: env))
        }
        return TextRun(
            content: content, font: font, foreground: foreground,
            kerning: Double(style.kerning ?? 0), tracking: Double(style.tracking ?? 0),
            baselineOffset: Double(style.baselineOffset ?? 0),
            underline: decoration(style.underline), strikethrough: decoration(style.strikethrough))
    }

    private static func applyCase(_ s: String, _ textCase: Text.Case?) -> String {
        switch textCase {
        case .uppercase: s.uppercased()
        case .lowercase: s.lowercased()
        case nil: s
        }
    }
}
