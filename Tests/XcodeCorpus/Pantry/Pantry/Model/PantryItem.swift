import Foundation
import SwiftData

@Model
final class PantryItem {
    var name: String
    var expiresOn: Date
    var quantity: Int
    var isOpened: Bool = false

    init(name: String, expiresOn: Date, quantity: Int) {
        self.name = name
        self.expiresOn = expiresOn
        self.quantity = quantity
    }

    var daysLeft: Int {
        Calendar.current.dateComponents([.day], from: Calendar.current.startOfDay(for: .now), to: expiresOn).day ?? 0
    }
}
