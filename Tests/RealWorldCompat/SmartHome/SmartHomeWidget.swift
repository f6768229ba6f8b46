import SwiftUI
import WidgetKit

// A tile grid built from stacks, with each tile a deep link, as home-automation widgets do.

struct Accessory: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
    let isOn: Bool
    let room: String
}

struct HomeEntry: TimelineEntry {
    let date: Date
    let accessories: [Accessory]
}

struct HomeProvider: TimelineProvider {
    let accessories = [
        Accessory(id: "l1", name: "Lamp", symbol: "lightbulb.fill", isOn: true, room: "Living"),
        Accessory(id: "t1", name: "Heating", symbol: "thermometer", isOn: true, room: "Hall"),
        Accessory(id: "d1", name: "Front Door", symbol: "lock.fill", isOn: false, room: "Entry"),
        Accessory(id: "f1", name: "Fan", symbol: "fan.fill", isOn: false, room: "Bedroom"),
    ]

    func placeholder(in context: Context) -> HomeEntry { HomeEntry(date: Date(), accessories: accessories) }
    func getSnapshot(in context: Context, completion: @escaping (HomeEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HomeEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct AccessoryTile: View {
    let accessory: Accessory

    var body: some View {
        Link(destination: URL(string: "home://accessory/\(accessory.id)")!) {
            VStack(alignment: .leading, spacing: 4) {
                Image(systemName: accessory.symbol)
                    .foregroundColor(accessory.isOn ? .orange : .gray)
                Text(accessory.name).font(.caption.bold()).foregroundColor(.primary).lineLimit(1)
                Text(accessory.isOn ? "On" : "Off").font(.caption2).foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(accessory.isOn ? Color.white : Color.white.opacity(0.5)))
        }
    }
}

@main
struct SmartHomeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SmartHome", provider: HomeProvider()) { entry in
            let rows = stride(from: 0, to: entry.accessories.count, by: 2).map { Array(entry.accessories[$0..<min($0 + 2, entry.accessories.count)]) }
            VStack(spacing: 8) {
                ForEach(rows, id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(row) { AccessoryTile(accessory: $0) }
                    }
                }
            }
            .containerBackground(Color(white: 0.9), for: .widget)
        }
        .configurationDisplayName("Home")
        .supportedFamilies([.systemSmall, .systemLarge])
    }
}
