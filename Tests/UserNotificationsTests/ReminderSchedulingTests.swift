import ExtensionProtocol
import Foundation
import Testing

@testable import UserNotifications

/// UserNotifications as widget-side code calls it, on a machine that behaves like a device
/// where the user said no: authorization, settings, and requests recorded for the flight record.
@Suite(.timeLimit(.minutes(1))) struct ReminderSchedulingTests {
    /// A water tracker's reminder helper written as real ones are: ask, then schedule only
    /// when allowed, else show why not.
    struct ReminderScheduler {
        let center = UNUserNotificationCenter.current()

        func enableReminders() async -> String {
            let granted: Bool = await withCheckedContinuation { continuation in
                center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
                    continuation.resume(returning: granted && error == nil)
                }
            }
            guard granted else { return "Reminders are off in Settings" }
            return "Reminders on"
        }

        func statusText() async -> String {
            let settings = await center.notificationSettings()
            switch settings.authorizationStatus {
            case .authorized, .provisional, .ephemeral: return "On"
            case .denied: return "Off"
            case .notDetermined: return "Ask"
            @unknown default: return "?"
            }
        }
    }

    @Test func deniedAuthorizationSendsTheHelperToItsFallback() async throws {
        let scheduler = ReminderScheduler()
        #expect(await scheduler.enableReminders() == "Reminders are off in Settings")
        #expect(await scheduler.statusText() == "Off")
        #expect(try await scheduler.center.requestAuthorization(options: [.alert]) == false)
        let noError: Bool = await withCheckedContinuation { continuation in
            scheduler.center.requestAuthorization(options: .alert) { _, error in continuation.resume(returning: error == nil) }
        }
        #expect(noError)
        let settings: UNNotificationSettings = await withCheckedContinuation { continuation in
            scheduler.center.getNotificationSettings { continuation.resume(returning: $0) }
        }
        #expect(settings.authorizationStatus == .denied)
        #expect(settings.alertSetting == .disabled)
    }

    @Test func addedRequestsAreRecordedAndSucceed() async throws {
        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.title = "Drink water"
        content.body = "Two glasses to go"
        content.sound = .default
        let id = "water-\(UUID().uuidString)"
        let request = UNNotificationRequest(
            identifier: id, content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true))
        let succeeded: Bool = await withCheckedContinuation { continuation in
            center.add(request) { continuation.resume(returning: $0 == nil) }
        }
        #expect(succeeded)
        content.title = "changed after adding"
        let pending = await center.pendingNotificationRequests().filter { $0.identifier == id }
        #expect(pending.count == 1)
        #expect(pending.first?.content.title == "Drink water")

        // The same identifier replaces the request; removing it empties the list for that id.
        let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 0), repeats: true)
        try await center.add(UNNotificationRequest(identifier: id, content: content, trigger: daily))
        let replaced = await center.pendingNotificationRequests().filter { $0.identifier == id }
        #expect(replaced.count == 1)
        #expect(replaced.first?.trigger is UNCalendarNotificationTrigger)
        center.removePendingNotificationRequests(withIdentifiers: [id])
        #expect(await center.pendingNotificationRequests().filter { $0.identifier == id }.isEmpty)
    }

    @Test func theRecordedLineIsOneTheHostParses() throws {
        let content = UNMutableNotificationContent()
        content.title = "Streak\tends"
        content.body = "Open the app\nbefore midnight"
        let request = UNNotificationRequest(
            identifier: "streak", content: content, trigger: UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 21), repeats: false))
        let line = NotificationRecord.line(for: request, environment: [ExtensionProtocol.socketEnvironmentKey: "/tmp/host.sock"])
        let record = try #require(ExtensionLogRecord.parse(line))
        #expect(record.subsystem == "com.apple.UserNotifications")
        #expect(record.category == "UNUserNotificationCenter")
        #expect(record.level == .info)
        #expect(record.message.contains("\"streak\" added"))
        #expect(record.message.contains("title: \"Streak\tends\""))
        #expect(record.message.contains("trigger: at hour 21"))
        // Run without a host, the same record is text for a person, not a protocol line.
        let text = NotificationRecord.line(for: request, environment: [:])
        #expect(ExtensionLogRecord.parse(text) == nil)
        #expect(text.hasPrefix("[info] com.apple.UserNotifications/UNUserNotificationCenter: notification request"))
    }

    @Test func triggersComputeTheirNextDate() throws {
        let hourly = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
        let next = try #require(hourly.nextTriggerDate())
        #expect(abs(next.timeIntervalSinceNow - 3600) < 5)
        let morning = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
        let date = try #require(morning.nextTriggerDate())
        let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
        #expect(parts.hour == 8 && parts.minute == 30)
        #expect(date > Date() && date.timeIntervalSinceNow <= 86_400 + 3600)
    }
}
