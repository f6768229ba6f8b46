//
//  ConfigurationModifiers.swift
//  CompatibilityTests
//
//  Every WidgetConfiguration modifier overload a static widget commonly uses.
//

import Foundation
import SwiftUI
import WidgetKit

struct StatusEntry: TimelineEntry {
    let date: Date
    let status: String
}

struct StatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> StatusEntry {
        StatusEntry(date: Date(), status: "—")
    }

    func getSnapshot(in context: Context, completion: @escaping (StatusEntry) -> Void) {
        completion(StatusEntry(date: Date(), status: context.isPreview ? "Preview" : "OK"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StatusEntry>) -> Void) {
        let size = context.displaySize
        let status = "OK \(Int(size.width))×\(Int(size.height)) \(context.family)"
        completion(Timeline(entries: [StatusEntry(date: Date(), status: status)], policy: .atEnd))
    }
}

struct StatusView: View {
    var entry: StatusEntry

    var body: some View {
        Text(entry.status)
            .containerBackground(for: .widget) {
                Color.blue.opacity(0.2)
            }
    }
}

/// `configurationDisplayName`/`description` with a string literal (LocalizedStringKey).
struct LiteralNamesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LiteralNames", provider: StatusProvider()) { entry in
            StatusView(entry: entry)
        }
        .configurationDisplayName("x")
        .description("A description given as a literal.")
        .supportedFamilies([.systemSmall])
    }
}

/// The `Text` and `StringProtocol` overloads.
struct TextNamesWidget: Widget {
    let displayName: String = "Status"
    let descriptionText: Substring = "A description given as a Substring."[...]

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TextNames", provider: StatusProvider()) { entry in
            StatusView(entry: entry)
        }
        .configurationDisplayName(Text("Status ") + Text("Widget").bold())
        .description(Text("Shows the status of the service."))
        .configurationDisplayName(displayName)
        .description(descriptionText)
    }
}

/// Full-bleed content: no system margins, and the background must stay in StandBy.
struct MarginsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Margins", provider: StatusProvider()) { entry in
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                Text(entry.status)
                    .padding()
            }
            .containerBackground(for: .widget) {
                Color.black
            }
        }
        .configurationDisplayName("Edge to edge")
        .description("Draws up to the widget's edges.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
    }
}

/// Background URL sessions, both overloads.
struct BackgroundSessionWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BackgroundSession", provider: StatusProvider()) { entry in
            StatusView(entry: entry)
        }
        .configurationDisplayName("Downloads")
        .description("Refreshes after a background download.")
        .onBackgroundURLSessionEvents { identifier, completion in
            // A real widget re-creates the URLSession named `identifier` here and calls
            // `completion` once urlSessionDidFinishEvents(forBackgroundURLSession:) fires.
            completion()
        }
        .onBackgroundURLSessionEvents(matching: "com.example.widget.downloads") { identifier, completion in
            completion()
        }
        .containerBackgroundRemovable()
    }
}

// MARK: - A provider that completes from a Task

actor StatusStore {
    static let shared = StatusStore()
    private var fetches = 0

    func fetchStatus() async -> String {
        fetches += 1
        return "Fetched \(fetches)"
    }
}

struct TaskProvider: TimelineProvider {
    func placeholder(in context: Context) -> StatusEntry {
        StatusEntry(date: Date(), status: "…")
    }

    func getSnapshot(in context: Context, completion: @escaping (StatusEntry) -> Void) {
        Task {
            let status = await StatusStore.shared.fetchStatus()
            completion(StatusEntry(date: Date(), status: status))
        }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StatusEntry>) -> Void) {
        Task {
            let status = await StatusStore.shared.fetchStatus()
            let entry = StatusEntry(date: Date(), status: status)
            let nextUpdate = Calendar.current.date(byAdding: .minute, value: 30, to: entry.date)!
            completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
        }
    }
}

struct TaskWidget: Widget {
    let kind: String = "TaskWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TaskProvider()) { entry in
            StatusView(entry: entry)
        }
        .configurationDisplayName("Async status")
        .description("Its provider completes from a Task.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
