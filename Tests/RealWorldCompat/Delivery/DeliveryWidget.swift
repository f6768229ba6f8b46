import SwiftUI
import WidgetKit

struct OrderEntry: TimelineEntry {
    let date: Date
    let lastOrder: String
    let reorderCount: Int
}

struct OrderProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrderEntry { OrderEntry(date: Date(), lastOrder: "Pizza", reorderCount: 0) }
    func getSnapshot(in context: Context, completion: @escaping (OrderEntry) -> Void) {
        completion(OrderEntry(date: Date(), lastOrder: "Margherita · Forno", reorderCount: 4))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<OrderEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct ReorderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reorder", provider: OrderProvider()) { entry in
            VStack(alignment: .leading, spacing: 4) {
                Text("Order again").font(.caption).foregroundStyle(.secondary)
                Text(entry.lastOrder).font(.headline).lineLimit(2)
                Spacer()
                Text("Ordered \(entry.reorderCount) times").font(.caption2)
            }
            .containerBackground(.orange.gradient.opacity(0.3), for: .widget)
        }
        .configurationDisplayName("Reorder")
        .supportedFamilies([.systemSmall])
    }
}

@main
struct DeliveryWidgetsBundle: WidgetBundle {
    var body: some Widget {
        ReorderWidget()
        DeliveryLiveActivity()
    }
}
