import Foundation
import VitrineStore
import WidgetScheduler

/// What the system reports about the device beyond the configuration: whether it is locked,
/// which home-screen pages are on screen, and each app's foreground and session state.
/// The lock and the visible pages are kept in the store's settings across restarts.
struct SystemState {
    static let lockedSetting = "locked"
    static let visiblePagesSetting = "visiblePages"

    /// While locked, taps are refused and private content is redacted.
    private(set) var locked = false
    /// Pages on screen; nil: every page is visible (no home screen has reported yet).
    private(set) var visiblePages: Set<Int>?
    private var appStates: [String: AppState] = [:]

    /// Reads the lock and visible pages the store kept.
    mutating func restore(from store: VitrineStore) throws {
        if let pages = try store.setting(Self.visiblePagesSetting) {
            visiblePages = Set(pages.split(separator: ",").compactMap { Int($0) })
        }
        locked = try store.setting(Self.lockedSetting) == "true"
    }

    /// Whether a widget on `page` is on screen.
    func isVisible(page: Int) -> Bool { visiblePages.map { $0.contains(page) } ?? true }

    /// Sets the lock and keeps it in the store. A store that refuses is reported by `throws`
    /// after the lock has changed in memory (the device is locked either way).
    mutating func setLocked(_ locked: Bool, in store: VitrineStore) throws {
        self.locked = locked
        try store.setSetting(Self.lockedSetting, locked ? "true" : nil)
    }

    mutating func setVisiblePages(_ pages: Set<Int>?, in store: VitrineStore) {
        visiblePages = pages
        try? store.setSetting(Self.visiblePagesSetting, pages.map { $0.sorted().map(String.init).joined(separator: ",") })
    }

    func appState(_ appID: String) -> AppState? { appStates[appID] }
    mutating func setAppState(_ state: AppState, of appID: String) { appStates[appID] = state }
}
