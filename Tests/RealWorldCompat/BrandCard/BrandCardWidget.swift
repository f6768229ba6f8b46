import SwiftUI
import WidgetKit

// Colours and images through Xcode 15's generated asset symbols: `.logo` comes from the
// "logo_image" image set, `.brandPrimary` from the "BrandPrimary" colour set.

struct LoyaltyEntry: TimelineEntry {
    let date: Date
    let points: Int
    let tier: String
}

struct LoyaltyProvider: TimelineProvider {
    func placeholder(in context: Context) -> LoyaltyEntry { LoyaltyEntry(date: Date(), points: 0, tier: "—") }

    func getSnapshot(in context: Context, completion: @escaping (LoyaltyEntry) -> Void) {
        completion(LoyaltyEntry(date: Date(), points: 1_240, tier: "Gold"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LoyaltyEntry>) -> Void) {
        completion(Timeline(entries: [LoyaltyEntry(date: Date(), points: 1_240, tier: "Gold")], policy: .never))
    }
}

struct BrandCardView: View {
    let entry: LoyaltyEntry

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(.logo)
                    .resizable()
                    .frame(width: 28, height: 28)
                Spacer()
                Text(entry.tier.uppercased())
                    .font(.caption.bold())
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.accent))
                    .foregroundColor(.white)
            }
            Spacer()
            Text("\(entry.points)")
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .foregroundStyle(.brandPrimary)
            Text("points").font(.caption).foregroundColor(Color(.brandPrimary).opacity(0.8))
        }
    }
}

@main
struct BrandCardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BrandCard", provider: LoyaltyProvider()) { entry in
            BrandCardView(entry: entry)
                .containerBackground(.white, for: .widget)
        }
        .configurationDisplayName("Rewards")
        .supportedFamilies([.systemSmall])
    }
}
