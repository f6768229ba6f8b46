import ActivityKit
import Foundation

enum Platform {
    #if os(iOS)
    static let name = "iOS"
    #if BROKEN_PREVIEW
    static let broken: Int = "not a number"
    #endif
    #elseif os(macOS)
    static let name = "macOS"
    #else
    static let name = "other"
    #endif

    #if canImport(ActivityKit) && !targetEnvironment(macCatalyst)
    static let activities = "ActivityKit"
    #else
    static let activities = "none"
    #endif
}
