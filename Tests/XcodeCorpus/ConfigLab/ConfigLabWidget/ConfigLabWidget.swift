//
//  ConfigLabWidget.swift
//  ConfigLabWidget
//

import SwiftUI
import WidgetKit

struct PipelineEntry: TimelineEntry {
    let date: Date
    let pipelines: [Pipeline]
}

struct PipelineProvider: TimelineProvider {
    func placeholder(in context: Context) -> PipelineEntry {
        PipelineEntry(date: Date(), pipelines: Pipeline.recent())
    }

    func getSnapshot(in context: Context, completion: @escaping (PipelineEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PipelineEntry>) -> Void) {
        let entry = PipelineEntry(date: Date(), pipelines: Pipeline.recent())
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(5 * 60))))
    }
}

private extension PipelineState {
    var color: Color {
        switch self {
        case .passed: return .green
        case .failed: return .red
        case .running: return .orange
        }
    }
}

struct ConfigLabWidgetView: View {
    let entry: PipelineEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Pipelines")
                    .font(.headline)
                Spacer()
                #if STAGING_API
                Text(BuildEnvironment.name.uppercased())
                    .font(.caption2.bold())
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.purple.opacity(0.2)))
                    .foregroundColor(.purple)
                #endif
            }
            ForEach(entry.pipelines) { pipeline in
                HStack(spacing: 6) {
                    Image(systemName: pipeline.state.symbol)
                        .foregroundColor(pipeline.state.color)
                    Text("#\(pipeline.id)")
                        .font(.caption.monospacedDigit())
                    Text(pipeline.branch)
                        .font(.caption)
                        .lineLimit(1)
                    Spacer()
                    Text(pipeline.finished, style: .relative)
                        .font(.caption2)
                        .foregroundColor(.secondary)
                }
            }
            Spacer(minLength: 0)
            #if DEBUG && WIDGET_EXTENSION
            Text("debug · \(BuildEnvironment.host)")
                .font(.system(size: 9, design: .monospaced))
                .foregroundColor(.secondary)
            #endif
        }
    }
}

@main
struct ConfigLabWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ConfigLabWidget", provider: PipelineProvider()) { entry in
            ConfigLabWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Pipelines")
        .description("Your latest CI runs.")
        .supportedFamilies([.systemMedium])
    }
}
