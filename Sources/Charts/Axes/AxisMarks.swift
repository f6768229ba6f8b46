import Foundation
import SwiftUI

/// What a chart's axis draws: one or more `AxisMarks`.
public protocol AxisContent {}

/// One set of axis marks, erased.
struct AxisMarksSpec {
    var position: AxisMarkPosition.Kind
    var values: AxisMarkValues.Kind
    /// The marks for each value; nil: the default grid line, tick and label.
    var content: ((AxisValue) -> [AxisComponent])?
    var stroke: StrokeStyle?
    var format: ((PlotValue) -> String?)?
}

/// Axis content that lists its marks.
protocol PrimitiveAxisContent: AxisContent {
    var specs: [AxisMarksSpec] { get }
}

func axisSpecs(_ content: any AxisContent) -> [AxisMarksSpec] {
    (content as? any PrimitiveAxisContent)?.specs ?? []
}

extension Never: AxisMark {}

/// Grid lines, ticks and labels at an axis's values (the chart's default when not given).
public struct AxisMarks<Content: AxisMark>: PrimitiveAxisContent {
    let spec: AxisMarksSpec
    var specs: [AxisMarksSpec] { [spec] }

    /// Marks built by `content` for each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(position: position.kind, values: values.kind, content: { axisComponents(content($0)) })
    }

    /// Marks built by `content` for each of `values`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(position: position.kind, values: .explicit(values.map(PlotValue.init)), content: { axisComponents(content($0)) })
    }
}

extension AxisMarks where Content == Never {
    /// The default grid line, tick and label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position.kind, values: values.kind, stroke: stroke)
    }

    /// The default grid line, tick and label at each of `values`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position.kind, values: .explicit(values.map(PlotValue.init)), stroke: stroke)
    }

    /// The default marks, labels written with `format`.
    public init<F: FormatStyle>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where F.FormatOutput == String {
        spec = AxisMarksSpec(
            position: position.kind, values: values.kind, stroke: stroke,
            format: { v in AxisValueLabel.input(v, as: F.FormatInput.self).map { format.format($0) } })
    }
}

/// Several axis contents together (what `@AxisContentBuilder` builds).
public struct AxisContentGroup: PrimitiveAxisContent {
    let specs: [AxisMarksSpec]
}

/// Builds an axis from `AxisMarks`.
@resultBuilder
public enum AxisContentBuilder {
    /// Several axis contents.
    public static func buildBlock(_ content: any AxisContent...) -> AxisContentGroup {
        AxisContentGroup(specs: content.flatMap(axisSpecs))
    }
    /// Content shown when a condition holds.
    public static func buildOptional(_ content: (any AxisContent)?) -> AxisContentGroup {
        AxisContentGroup(specs: content.map(axisSpecs) ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first content: any AxisContent) -> AxisContentGroup { AxisContentGroup(specs: axisSpecs(content)) }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second content: any AxisContent) -> AxisContentGroup { AxisContentGroup(specs: axisSpecs(content)) }
}
