import Foundation
import SwiftUI

/// What the chart view modifiers set, read by every Chart below them.
struct ChartSettings {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var xAxisMarks: [AxisMarksSpec]?
    var yAxisMarks: [AxisMarksSpec]?
    var xDomain: DomainSpec?
    var yDomain: DomainSpec?
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendSpacing: CGFloat?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var styleScale: [(PlotValue, AnyShapeStyle)]?
}

struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// The chart's plot area (its marks and grid lines), handed to `chartPlotStyle` to decorate.
public struct ChartPlotContent: View {
    let content: AnyView
    /// The plot's marks and grid lines.
    public var body: some View { content }
}

extension View {
    func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// Shows or hides the charts' x axis (grid lines, ticks and labels).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.xAxis = visibility }
    }

    /// Shows or hides the charts' y axis (grid lines, ticks and labels).
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.yAxis = visibility }
    }

    /// The charts' x axis marks.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let specs = axisSpecs(content())
        return chartSetting { $0.xAxisMarks = specs }
    }

    /// The charts' y axis marks.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let specs = axisSpecs(content())
        return chartSetting { $0.yAxisMarks = specs }
    }

    /// The values the charts' x scale covers (exactly: a given range is not rounded).
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let spec = domainSpec(domain)
        return chartSetting { $0.xDomain = spec }
    }

    /// The values the charts' y scale covers (exactly: a given range is not rounded).
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let spec = domainSpec(domain)
        return chartSetting { $0.yDomain = spec }
    }

    /// Shows or hides the charts' legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting { $0.legend = visibility }
    }

    /// Where the charts' legend goes (`.bottom` by default, or `.top`).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSetting {
            $0.legendPosition = position
            $0.legendSpacing = spacing
        }
    }

    /// Decorates the charts' plot area (`$0.background(…)`, `.border(…)`).
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSetting { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// The style each `foregroundStyle(by:)` value gets.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), AnyShapeStyle($0.value)) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// The styles for the values of `domain`, in order.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S], type: ScaleType? = nil) -> some View {
        let pairs = zip(domain, range).map { (PlotValue($0), AnyShapeStyle($1)) }
        return chartSetting { $0.styleScale = pairs }
    }
}
