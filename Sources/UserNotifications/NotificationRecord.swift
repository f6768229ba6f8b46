internal import ExtensionProtocol
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The line an added request leaves on standard error, in the log-line format the host reads
/// into the widget's flight record (`ExtensionLogRecord`); as text when no host launched us.
enum NotificationRecord {
    static let subsystem = "com.apple.UserNotifications"
    static let category = "UNUserNotificationCenter"

    static func record(for request: UNNotificationRequest) -> ExtensionLogRecord {
        var message = "notification request \"\(request.identifier)\" added (not shown: notifications are denied)"
        message += " title: \"\(request.content.title)\""
        if !request.content.body.isEmpty { message += " body: \"\(request.content.body)\"" }
        message += " trigger: " + (request.trigger?.summary ?? "immediate")
        return ExtensionLogRecord(level: .info, subsystem: subsystem, category: category, message: message)
    }

    static func line(for request: UNNotificationRequest, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let record = record(for: request)
        let launchedByHost = !(environment[ExtensionProtocol.socketEnvironmentKey] ?? "").isEmpty
        return launchedByHost ? record.line : record.text
    }

    private static let lock = NSLock()

    static func emit(_ request: UNNotificationRequest) {
        let bytes = Array((line(for: request) + "\n").utf8)
        lock.withLock {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
                    if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
                }
            }
        }
    }
}
