//
//  TideTablesWidget.swift
//  TideTablesWidget
//
//  Created by Maren Holt on 14.10.20.
//

import Intents
import SwiftUI
import WidgetKit

struct TideEvent: Hashable {
    enum Kind { case high, low }
    let kind: Kind
    let time: Date
    let height: Double
}

struct TideEntry: TimelineEntry {
    let date: Date
    let station: TideStation
    let events: [TideEvent]
    let showsHeights: Bool
}

extension TideStation {
    var title: String {
        switch self {
        case .northPier: return "North Pier"
        case .lighthouse: return "Lighthouse Point"
        default: return "Inner Harbor"
        }
    }

    /// How far behind the reference port each station's tide runs, in minutes.
    fileprivate var lagMinutes: Double {
        switch self {
        case .northPier: return 18
        case .lighthouse: return 42
        default: return 0
        }
    }
}

struct Provider: IntentTimelineProvider {
    private let halfCycle: TimeInterval = 6 * 3600 + 12.5 * 60

    func placeholder(in context: Context) -> TideEntry {
        TideEntry(date: Date(), station: .harbor, events: events(for: .harbor, after: Date()), showsHeights: true)
    }

    func getSnapshot(for configuration: SelectStationIntent, in context: Context, completion: @escaping (TideEntry) -> ()) {
        completion(entry(for: configuration, at: Date()))
    }

    func getTimeline(for configuration: SelectStationIntent, in context: Context, completion: @escaping (Timeline<TideEntry>) -> ()) {
        let now = Date()
        let entries = (0..<4).map { step in
            entry(for: configuration, at: now.addingTimeInterval(Double(step) * halfCycle))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func entry(for configuration: SelectStationIntent, at date: Date) -> TideEntry {
        let station = configuration.station == .unknown ? .harbor : configuration.station
        let showsHeights = configuration.showsHeights?.boolValue ?? true
        return TideEntry(date: date, station: station, events: events(for: station, after: date), showsHeights: showsHeights)
    }

    /// The next four turns of a semidiurnal tide, counted from a high water on 1 Jan 2020.
    private func events(for station: TideStation, after date: Date) -> [TideEvent] {
        let reference = Date(timeIntervalSince1970: 1_577_880_000 + station.lagMinutes * 60)
        let elapsed = date.timeIntervalSince(reference)
        let first = (elapsed / halfCycle).rounded(.up)
        return (0..<4).map { offset in
            let index = Int(first) + offset
            let time = reference.addingTimeInterval(Double(index) * halfCycle)
            let isHigh = index % 2 == 0
            return TideEvent(kind: isHigh ? .high : .low, time: time, height: isHigh ? 4.2 - station.lagMinutes / 60 : 0.6)
        }
    }
}

struct TideRow: View {
    let event: TideEvent
    let showsHeight: Bool

    var body: some View {
        HStack {
            Image(systemName: event.kind == .high ? "arrow.up.to.line" : "arrow.down.to.line")
                .foregroundColor(event.kind == .high ? .blue : .teal)
            Text(event.time, style: .time)
                .font(.system(.body, design: .rounded))
            Spacer()
            if showsHeight {
                Text(String(format: "%.1f m", event.height))
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct TideTablesWidgetEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.station.title)
                .font(.headline)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            if family == .systemSmall, let next = entry.events.first {
                Text(next.kind == .high ? "High tide" : "Low tide")
                    .font(.caption)
                    .foregroundColor(.secondary)
                Text(next.time, style: .time)
                    .font(.system(size: 28, weight: .semibold, design: .rounded))
                    .minimumScaleFactor(0.5)
                    .lineLimit(1)
                Text(next.time, style: .relative)
                    .font(.caption2)
                    .lineLimit(1)
            } else {
                ForEach(entry.events, id: \.self) { event in
                    TideRow(event: event, showsHeight: entry.showsHeights)
                }
            }
            Spacer(minLength: 0)
        }
        .padding()
    }
}

@main
struct TideTablesWidget: Widget {
    let kind: String = "TideTablesWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: SelectStationIntent.self, provider: Provider()) { entry in
            TideTablesWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Tides")
        .description("High and low water at your station.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct TideTablesWidget_Previews: PreviewProvider {
    static var previews: some View {
        TideTablesWidgetEntryView(entry: TideEntry(date: Date(), station: .harbor, events: [], showsHeights: true))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
