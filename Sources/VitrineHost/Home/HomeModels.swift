import Foundation
import WidgetScheduler

// What a live home screen (the web page, a kiosk) reads from the host. Plain Codable
// values: the web layer serializes them as they are, so the JSON API is documented here.

/// The whole home screen at one moment.
public struct HomeState: Codable, Sendable, Equatable {
    /// Host time (simulated when the clock is); pages compute ticking images from it.
    public var now: Date
    public var simulatedClock: Bool
    public var colorScheme: String
    public var locked: Bool
    public var device: String
    /// Pages the host believes are on screen; nil: every page (nobody has reported).
    public var visiblePages: [Int]?
    public var widgets: [HomeWidget]
}

/// One placed widget and what it shows now.
public struct HomeWidget: Codable, Sendable, Equatable {
    public var id: Int64
    public var appID: String
    public var kind: String
    public var displayName: String
    public var family: String
    public var page: Int
    public var position: Int
    /// The family's size on the host's device, in points (1 CSS pixel per point on the page).
    public var width: Double
    public var height: Double
    /// Entry shown now (index in the stored timeline); -1: the snapshot; nil: nothing yet.
    public var entry: Int?
    public var entryDate: Date?
    /// Changes whenever the picture does (entry, scheme, lock): the image's cache validator.
    public var version: String?
    /// The entry has relative/timer dates: a live page re-renders it every second.
    public var ticks: Bool
}

/// A rendered image and its strong validator: the store key of what decides its pixels, the
/// identity of the snapshot file, or a hash of a gallery preview taken once when it is drawn.
public struct WebImage: Sendable {
    public var png: Data
    public var etag: String

    public init(png: Data, etag: String) {
        self.png = png
        self.etag = etag
    }
}

/// Everything the inspector shows for one widget.
public struct WidgetInspection: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        public var index: Int
        public var date: Date
        public var relevanceScore: Double?
        public var ticks: Bool
    }
    public struct Event: Codable, Sendable {
        public var date: Date
        public var event: String
        public var reason: String
        public var detail: String
        public var budgetRemaining: Int?
        public var counted: Bool
    }
    public var widget: HomeWidget
    /// `atEnd`, `never` or `after`, with the date for `after`.
    public var policy: String?
    public var policyDate: Date?
    public var fetchedAt: Date?
    public var fetchReason: String?
    public var entries: [Entry]
    public var budget: BudgetStatus?
    public var reloading: Bool
    /// Newest first.
    public var events: [Event]
    /// Renderer and extension diagnostics from the flight record (newest first).
    public var diagnostics: [String]
}

/// An installed widget kind, as the gallery lists it.
public struct GalleryKind: Codable, Sendable, Equatable {
    public var appID: String
    public var appName: String
    public var extensionID: String
    public var kind: String
    public var displayName: String
    public var description: String
    public var families: [String]
}
