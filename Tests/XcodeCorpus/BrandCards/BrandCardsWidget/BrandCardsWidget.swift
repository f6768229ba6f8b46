//
//  BrandCardsWidget.swift
//  BrandCardsWidget
//
//  The Bean House loyalty card: stamps collected towards the next free coffee.
//

import SwiftUI
import WidgetKit

struct LoyaltyEntry: TimelineEntry {
    let date: Date
    let stamps: Int
    let memberName: String
}

struct LoyaltyProvider: TimelineProvider {
    private let store = UserDefaults(suiteName: "group.com.beanhouse.brandcards")

    func placeholder(in context: Context) -> LoyaltyEntry {
        LoyaltyEntry(date: .now, stamps: 6, memberName: "Member")
    }

    func getSnapshot(in context: Context, completion: @escaping (LoyaltyEntry) -> Void) {
        completion(context.isPreview ? placeholder(in: context) : currentEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LoyaltyEntry>) -> Void) {
        // Stamps change only when the app adds one, and the app reloads the timeline then.
        completion(Timeline(entries: [currentEntry()], policy: .never))
    }

    private func currentEntry() -> LoyaltyEntry {
        let stamps = store?.object(forKey: "stamps") as? Int ?? 4
        return LoyaltyEntry(date: .now, stamps: stamps % LoyaltyCardView.cardSize, memberName: store?.string(forKey: "member") ?? "Alex")
    }
}

struct LoyaltyCardView: View {
    static let cardSize = 8
    let entry: LoyaltyEntry
    @Environment(\.widgetFamily) private var family

    private var remaining: Int { Self.cardSize - entry.stamps }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Image(.logo)
                    .resizable()
                    .frame(width: 28, height: 28)
                Text("Bean House")
                    .font(.headline)
                    .foregroundStyle(.brandPrimary)
                Spacer(minLength: 0)
            }
            stampGrid
            Spacer(minLength: 0)
            Text(remaining == 1 ? "1 more for a free coffee" : "\(remaining) more for a free coffee")
                .font(.caption)
                .foregroundColor(Color("CardText"))
            if family != .systemSmall {
                Text(entry.memberName.uppercased())
                    .font(.caption2.weight(.semibold))
                    .tracking(1.5)
                    .foregroundStyle(Color(.brandSecondary))
            }
        }
    }

    private var stampGrid: some View {
        let perRow = family == .systemSmall ? 4 : 8
        return VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<(Self.cardSize / perRow), id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(0..<perRow, id: \.self) { column in
                        slot(filled: row * perRow + column < entry.stamps)
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func slot(filled: Bool) -> some View {
        if filled {
            Image(.coffeeStamp)
                .resizable()
                .frame(width: 22, height: 22)
        } else {
            Circle()
                .strokeBorder(Color(.brandPrimary).opacity(0.3), lineWidth: 1.5)
                .frame(width: 22, height: 22)
        }
    }
}

@main
struct BrandCardsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BrandCardsWidget", provider: LoyaltyProvider()) { entry in
            LoyaltyCardView(entry: entry)
                .containerBackground(Color("WidgetBackground"), for: .widget)
        }
        .configurationDisplayName("Loyalty Card")
        .description("Your stamps at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    BrandCardsWidget()
} timeline: {
    LoyaltyEntry(date: .now, stamps: 3, memberName: "Alex")
}
