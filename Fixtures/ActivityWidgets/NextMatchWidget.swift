//
//  NextMatchWidget.swift
//  ActivityWidgets
//
//  Two ordinary widgets beside the Live Activity: the next fixture and the table.
//

import SwiftUI
import WidgetKit

struct MatchEntry: TimelineEntry {
    let date: Date
    let opponent: String
}

struct MatchProvider: TimelineProvider {
    func placeholder(in context: Context) -> MatchEntry { MatchEntry(date: Date(), opponent: "—") }
    func getSnapshot(in context: Context, completion: @escaping (MatchEntry) -> Void) { completion(MatchEntry(date: Date(), opponent: "ARS")) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MatchEntry>) -> Void) {
        completion(Timeline(entries: [MatchEntry(date: Date(), opponent: "ARS")], policy: .never))
    }
}

struct NextMatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.vitrine.fixtures.next-match", provider: MatchProvider()) { entry in
            Text("Next: \(entry.opponent)").containerBackground(.white, for: .widget)
        }
        .configurationDisplayName("Next match")
        .supportedFamilies([.systemSmall])
    }
}

struct TableWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.vitrine.fixtures.table", provider: MatchProvider()) { entry in
            Text("Table").containerBackground(.white, for: .widget)
        }
        .configurationDisplayName("Table")
        .supportedFamilies([.systemMedium])
    }
}
