import ActivityKit
import Foundation

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var stopsAway: Int
        var eta: Date
    }

    var orderNumber: String
    var restaurant: String
}
