//
//  WristSyncWidget.swift
//  WristSync
//

import SwiftUI
import WidgetKit

struct SyncEntry: TimelineEntry {
    let date: Date
    let status: SyncStatus
}

struct SyncProvider: TimelineProvider {
    func placeholder(in context: Context) -> SyncEntry {
        SyncEntry(date: Date(), status: .placeholder)
    }

    func getSnapshot(in context: Context, completion: @escaping (SyncEntry) -> Void) {
        completion(SyncEntry(date: Date(), status: .load()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SyncEntry>) -> Void) {
        let status = SyncStatus.load()
        #if os(watchOS)
        let refresh = Date().addingTimeInterval(15 * 60)
        #else
        let refresh = Date().addingTimeInterval(60 * 60)
        #endif
        completion(Timeline(entries: [SyncEntry(date: Date(), status: status)], policy: .after(refresh)))
    }
}

struct WristSyncEntryView: View {
    let entry: SyncEntry
    @Environment(\.widgetFamily) var family

    private var dotColor: Color {
        #if canImport(UIKit)
        return Color(uiColor: entry.status.statusColor)
        #else
        return entry.status.isStale ? .orange : .green
        #endif
    }

    var body: some View {
        #if os(watchOS)
        Text("\(entry.status.streakDays)d")
            .font(.system(.title3, design: .rounded))
        #else
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Circle().fill(dotColor).frame(width: 10, height: 10)
                Text(entry.status.isStale ? "Sync needed" : "In sync")
                    .font(.headline)
            }
            Text(entry.status.lastSync, style: .relative)
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer(minLength: 0)
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text("\(entry.status.streakDays)")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                Text("day streak")
                    .font(.caption)
            }
            if entry.status.pendingWorkouts > 0 {
                Label("\(entry.status.pendingWorkouts) workouts waiting", systemImage: "applewatch")
                    .font(.caption2)
            }
            Text("on \(SyncStatus.deviceName)")
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        #endif
    }
}

@main
struct WristSyncWidget: Widget {
    private var families: [WidgetFamily] {
        #if os(watchOS)
        return [.accessoryCircular, .accessoryInline]
        #else
        return [.systemSmall, .systemMedium]
        #endif
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WristSyncWidget", provider: SyncProvider()) { entry in
            WristSyncEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Watch Sync")
        .description("When your watch last synced.")
        .supportedFamilies(families)
    }
}
