import Foundation
import WidgetScheduler

// What a live home screen (the web page, a kiosk) reads from the host. Plain Codable
// values: the web layer serializes them as they are, so the JSON API is documented here.

/// The whole home screen at one moment.
public struct HomeState: Codable, Sendable, Equatable {
    /// Host time (simulated when the clock is); pages compute ticking images from it.
    public var now: Date
    /// Whether the host runs on a simulated clock rather than the wall clock.
    public var simulatedClock: Bool
    /// The appearance the images are drawn in: "light" or "dark".
    public var colorScheme: String
    /// Whether the device is locked: privacy-sensitive content is then redacted (everything, for extensions that ask).
    public var locked: Bool
    /// The name of the device the widgets are sized for, as `vitrine devices` lists it.
    public var device: String
    /// Pages the host believes are on screen; nil: every page (nobody has reported).
    public var visiblePages: [Int]?
    /// Every placed widget.
    public var widgets: [HomeWidget]
}

/// One placed widget and what it shows now.
public struct HomeWidget: Codable, Sendable, Equatable {
    /// The instance's ID in the store.
    public var id: Int64
    /// The app that owns the widget.
    public var appID: String
    /// The widget kind, as its extension declares it.
    public var kind: String
    /// The kind's display name, or the kind itself when the extension gave none.
    public var displayName: String
    /// The size family, such as "systemSmall".
    public var family: String
    /// The home screen page it is on (0 is the first).
    public var page: Int
    /// Its place on the page, from 0.
    public var position: Int
    /// The family's size on the host's device, in points (1 CSS pixel per point on the page).
    public var width: Double
    /// The family's height on the host's device, in points.
    public var height: Double
    /// Entry shown now (index in the stored timeline); -1: the snapshot; nil: nothing yet.
    public var entry: Int?
    /// The shown entry's date; nil for the snapshot or when nothing is shown.
    public var entryDate: Date?
    /// Changes whenever the picture does (entry, scheme, lock): the image's cache validator.
    public var version: String?
    /// The entry has relative/timer dates: a live page re-renders it every second.
    public var ticks: Bool
}

/// A rendered image and its strong validator: the store key of what decides its pixels, the
/// identity of the snapshot file, or a hash of a gallery preview taken once when it is drawn.
public struct WebImage: Sendable {
    /// The image's PNG bytes.
    public var png: Data
    /// The HTTP ETag, made as described above; it changes whenever the pixels do.
    public var etag: String

    /// An image with its validator.
    public init(png: Data, etag: String) {
        self.png = png
        self.etag = etag
    }
}

/// Everything the inspector shows for one widget.
public struct WidgetInspection: Codable, Sendable {
    /// One entry of the stored timeline.
    public struct Entry: Codable, Sendable {
        /// Its place in the timeline, from 0.
        public var index: Int
        /// When the entry is due to be shown.
        public var date: Date
        /// The relevance the extension gave it, if any.
        public var relevanceScore: Double?
        /// The entry has relative or timer dates, so a live page re-renders it every second.
        public var ticks: Bool
    }
    /// One flight-record line of this widget.
    public struct Event: Codable, Sendable {
        /// When it happened.
        public var date: Date
        /// What happened (`requested`, `issued`, `throttled`, `failed`…), in the scheduler's words.
        public var event: String
        /// The reload reason's name.
        public var reason: String
        /// More about it, in words.
        public var detail: String
        /// Counted reloads left after the event; nil when not known.
        public var budgetRemaining: Int?
        /// Whether the reload was charged to the budget.
        public var counted: Bool
    }
    /// The widget as the home screen shows it.
    public var widget: HomeWidget
    /// `atEnd`, `never` or `after`, with the date for `after`.
    public var policy: String?
    /// The date of an `after` policy; nil for the others.
    public var policyDate: Date?
    /// When the stored timeline arrived; nil when there is none yet.
    public var fetchedAt: Date?
    /// Why that timeline was fetched (`install`, a WidgetCenter reload, a policy…).
    public var fetchReason: String?
    /// The stored timeline's entries, in order.
    public var entries: [Entry]
    /// The widget's reload budget now.
    public var budget: BudgetStatus?
    /// Whether a reload from the extension is in progress.
    public var reloading: Bool
    /// Newest first.
    public var events: [Event]
    /// Renderer and extension diagnostics from the flight record (newest first).
    public var diagnostics: [String]
}

/// An installed widget kind, as the gallery lists it.
public struct GalleryKind: Codable, Sendable, Equatable {
    /// The app that ships the kind.
    public var appID: String
    /// That app's name (its ID when the name is unknown).
    public var appName: String
    /// The extension that provides the kind.
    public var extensionID: String
    /// The widget kind, as its extension declares it.
    public var kind: String
    /// The name the extension gives the kind.
    public var displayName: String
    /// The description the extension gives the kind.
    public var description: String
    /// The families it supports that the host's device offers.
    public var families: [String]
}
