import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            // Lock screen/banner UI goes here
            HStack {
                Image(systemName: "bag.fill")
                    .font(.title2)
                VStack(alignment: .leading) {
                    Text(context.attributes.restaurant).font(.headline)
                    Text(context.state.status).font(.subheadline)
                }
                Spacer()
                Text("\(context.state.stopsAway) stops").font(.headline)
            }
            .padding()
            .activityBackgroundTint(Color.orange.opacity(0.25))
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.stopsAway) stops")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Order #\(context.attributes.orderNumber) · \(context.state.status)")
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Image(systemName: "bag.fill")
            }
            .widgetURL(URL(string: "delivery://order"))
            .keylineTint(Color.orange)
        }
    }
}

extension DeliveryAttributes {
    fileprivate static var preview: DeliveryAttributes {
        DeliveryAttributes(orderNumber: "4821", restaurant: "Forno Lisboa")
    }
}

extension DeliveryAttributes.ContentState {
    // 2027-02-14 19:30 UTC
    fileprivate static let preparing = DeliveryAttributes.ContentState(status: "Preparing", stopsAway: 5, eta: Date(timeIntervalSince1970: 1_802_633_400))
    fileprivate static let onTheWay = DeliveryAttributes.ContentState(status: "On the way", stopsAway: 2, eta: Date(timeIntervalSince1970: 1_802_633_400))
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Island", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}
