//
//  SyncStatus.swift
//  WristSync
//
//  Shared by the iOS and watchOS widget extensions (target membership in both).
//

import Foundation
#if canImport(UIKit)
import UIKit
#endif
#if !os(iOS)
import WatchKit
#endif

struct SyncStatus: Codable {
    var lastSync: Date
    var pendingWorkouts: Int
    var streakDays: Int

    static let placeholder = SyncStatus(lastSync: Date().addingTimeInterval(-600), pendingWorkouts: 2, streakDays: 12)

    static func load() -> SyncStatus {
        let defaults = UserDefaults(suiteName: "group.io.wristsync")
        guard let data = defaults?.data(forKey: "status"),
              let status = try? JSONDecoder().decode(SyncStatus.self, from: data)
        else { return .placeholder }
        return status
    }

    var isStale: Bool { Date().timeIntervalSince(lastSync) > 2 * 3600 }

    /// Which device's copy this is, for the footer.
    static var deviceName: String {
        #if os(watchOS)
        return WKInterfaceDevice.current().name
        #else
        return "iPhone"
        #endif
    }
}

#if canImport(UIKit)
extension SyncStatus {
    /// The tint of the status dot, from UIKit's system palette.
    var statusColor: UIColor {
        if isStale { return .systemOrange }
        return pendingWorkouts > 0 ? .systemBlue : .systemGreen
    }
}
#endif
