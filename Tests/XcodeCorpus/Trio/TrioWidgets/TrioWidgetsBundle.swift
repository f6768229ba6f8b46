//
//  TrioWidgetsBundle.swift
//  TrioWidgets
//

import SwiftUI
import WidgetKit

@main
struct TrioWidgetsBundle: WidgetBundle {
    var body: some Widget {
        FocusWidget()
        HabitWidget()
        MoonWidget()
    }
}

/// One provider for all three: each widget only needs "now" and redraws hourly.
struct HourlyProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        completion(SimpleEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) {
        let now = Date()
        let start = Calendar.current.dateInterval(of: .hour, for: now)?.start ?? now
        let entries = (0..<6).map { SimpleEntry(date: start.addingTimeInterval(Double($0) * 3600)) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}
