//
//  Device.swift
//  PowerMeterWidget
//

import Foundation
import SwiftUI

struct PoweredDevice: Identifiable, Codable {
    enum Kind: String, Codable {
        case phone, watch, earbuds, pencil

        var symbolName: String {
            switch self {
            case .phone: return "iphone"
            case .watch: return "applewatch"
            case .earbuds: return "airpodspro"
            case .pencil: return "applepencil"
            }
        }
    }

    var id: String { name }
    let name: String
    let kind: Kind
    let level: Double
    let isCharging: Bool

    var levelColor: Color {
        switch level {
        case ..<0.2: return .red
        case ..<0.5: return .yellow
        default: return .green
        }
    }

    var percentText: String { "\(Int((level * 100).rounded()))%" }
}

extension PoweredDevice {
    static let preview: [PoweredDevice] = [
        PoweredDevice(name: "iPhone", kind: .phone, level: 0.82, isCharging: false),
        PoweredDevice(name: "Watch", kind: .watch, level: 0.46, isCharging: true),
        PoweredDevice(name: "AirPods", kind: .earbuds, level: 0.15, isCharging: false),
        PoweredDevice(name: "Pencil", kind: .pencil, level: 0.64, isCharging: false),
    ]

    static func loadShared() -> [PoweredDevice] {
        guard let data = UserDefaults(suiteName: "group.net.powermeter")?.data(forKey: "devices"),
              let devices = try? JSONDecoder().decode([PoweredDevice].self, from: data)
        else { return preview }
        return devices
    }
}
