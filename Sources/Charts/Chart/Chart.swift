import Foundation
import SwiftUI

/// A chart: marks drawn on scales with axes and a legend. It takes all the space it is offered
/// (like `GeometryReader`, which it is built on) and draws its marks, grid lines and labels as
/// paths and text for that size.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings
    @Environment(\.calendar) private var calendar
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.self) private var environment

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The chart's view: its marks laid out for the size the chart is given.
    public var body: some View {
        let marks = gatherMarks(content)
        var calendar = self.calendar
        calendar.timeZone = timeZone
        let layout = ChartLayout(marks: marks, settings: settings, calendar: calendar, locale: locale)
        let environment = self.environment
        return GeometryReader { proxy in
            // Axis content closures run now, at layout; they read the chart's environment.
            EnvironmentValues.withCurrent(environment) { layout.view(size: proxy.size) }
        }
    }
}

extension Chart {
    /// A chart with the marks `content` makes for each element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart with the marks `content` makes for each element of an Identifiable collection.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}
