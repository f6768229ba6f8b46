//
//  SystemTintWidget.swift
//  SystemTintWidget
//

import SwiftUI
import UIKit
import WidgetKit

struct StorageEntry: TimelineEntry {
    let date: Date
    let capacity: Double
    let categories: [StorageCategory]

    var used: Double { categories.reduce(0) { $0 + $1.gigabytes } }
}

struct StorageProvider: TimelineProvider {
    func placeholder(in context: Context) -> StorageEntry {
        StorageEntry(date: Date(), capacity: 128, categories: StorageCategory.sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (StorageEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StorageEntry>) -> Void) {
        let next = Calendar.current.date(byAdding: .hour, value: 6, to: Date())!
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(next)))
    }
}

struct UsageBar: View {
    let entry: StorageEntry

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 1 / UIScreen.main.scale) {
                ForEach(entry.categories, id: \.name) { category in
                    Rectangle()
                        .fill(Color(category.color))
                        .frame(width: proxy.size.width * category.gigabytes / entry.capacity)
                }
                Rectangle().fill(Color(UIColor.systemGray5))
            }
        }
        .frame(height: 10)
        .clipShape(RoundedRectangle(cornerRadius: 3))
    }
}

struct SystemTintWidgetView: View {
    let entry: StorageEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("iPhone Storage")
                    .font(Font(StorageFormat.titleFont))
                Spacer()
                Text("\(StorageFormat.gigabytes(entry.used)) of \(Int(entry.capacity)) GB")
                    .font(Font(StorageFormat.captionFont))
                    .foregroundColor(Color(UIColor.secondaryLabel))
            }
            UsageBar(entry: entry)
            ForEach(entry.categories, id: \.name) { category in
                HStack(spacing: 6) {
                    if let icon = category.icon {
                        Image(uiImage: icon)
                            .renderingMode(.template)
                            .foregroundColor(Color(category.color))
                    }
                    Text(category.name)
                        .font(Font(StorageFormat.captionFont))
                    Spacer()
                    Text(StorageFormat.gigabytes(category.gigabytes))
                        .font(Font(StorageFormat.valueFont))
                        .foregroundColor(Color(uiColor: .label))
                }
            }
        }
    }
}

@main
struct SystemTintWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SystemTintWidget", provider: StorageProvider()) { entry in
            SystemTintWidgetView(entry: entry)
                .containerBackground(Color(UIColor.systemBackground), for: .widget)
        }
        .configurationDisplayName("Storage")
        .description("What fills your iPhone.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
