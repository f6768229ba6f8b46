//
//  APITourWidget.swift
//  GameWidgets
//
//  A widget that walks through the SwiftUI and WidgetKit API that widgets use, one
//  family at a time. The views live in APITour*Views.swift.
//

import Foundation
import SwiftUI
import WidgetKit

struct APITourEntry: TimelineEntry {
    let date: Date
    let playerName: String
    let score: Int
    /// Progress through the current round, 0...1.
    let ratio: Double
    /// When the current round ends.
    let roundEnd: Date
    /// Image bytes fetched by the provider, shown with `UIImage(data:)`.
    let badgePNG: Data?
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(ratio)) }

    var roundStart: Date { roundEnd.addingTimeInterval(-20 * 60) }
}

struct APITourProvider: TimelineProvider {
    private func entry(at date: Date, step: Int) -> APITourEntry {
        APITourEntry(
            date: date,
            playerName: "Ada",
            score: 1_200 + 150 * step,
            ratio: 0.4 + 0.2 * Double(step),
            roundEnd: date.addingTimeInterval(10 * 60),
            badgePNG: BadgeImage.download()
        )
    }

    func placeholder(in context: Context) -> APITourEntry {
        entry(at: Date(), step: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (APITourEntry) -> Void) {
        completion(entry(at: Date(), step: context.isPreview ? 0 : 1))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<APITourEntry>) -> Void) {
        let now = Date()
        let entries = (0..<3).map { step in
            entry(at: Calendar.current.date(byAdding: .minute, value: 15 * step, to: now)!, step: step)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct APITourWidget: Widget {
    let kind: String = "com.vitrine.api-tour"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: APITourProvider()) { entry in
            if #available(iOS 17.0, *) {
                APITourEntryView(entry: entry)
                    .containerBackground(Color("ColorBg"), for: .widget)
            } else {
                APITourEntryView(entry: entry)
                    .padding()
                    .background(Color("ColorBg"))
            }
        }
        .configurationDisplayName("API Tour")
        .description("Text, images, shapes, stacks and modifiers as widgets use them.")
        .supportedFamilies([
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline,
        ])
    }
}

struct APITourEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: APITourEntry

    var body: some View {
        Group {
            switch family {
            case .systemSmall:
                TourSmallView(entry: entry)
            case .systemMedium:
                TourMediumView(entry: entry)
            case .systemLarge:
                TourLargeView(entry: entry)
            case .systemExtraLarge:
                TourExtraLargeView(entry: entry)
            case .accessoryCircular:
                TourCircularView(entry: entry)
            case .accessoryRectangular:
                TourRectangularView(entry: entry)
            case .accessoryInline:
                TourInlineView(entry: entry)
            @unknown default:
                EmptyView()
            }
        }
        .widgetURL(URL(string: "vitrine://tour?score=\(entry.score)"))
        .environment(\.highlightLevel, 2)
    }
}
