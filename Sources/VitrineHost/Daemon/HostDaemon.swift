import ExtensionHost
import ExtensionProtocol
import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetScheduler

/// The host: keeps every widget instance current. The store is the truth (apps, instances,
/// timelines, images, the flight record); the scheduler decides when to show entries and
/// when to ask extensions for timelines; extensions run only while a reload needs them.
///
/// Every decision the scheduler makes lands in the store's flight record, so after a crash
/// (`kill -9`) `start()` rebuilds the schedule from what was committed: the budget window
/// from counted reloads, each timeline with its policy, and shows what is current now.
public actor HostDaemon {
    public internal(set) var configuration: HostConfiguration
    public nonisolated let store: VitrineStore
    let clock: any HostClock
    var scheduler: WidgetScheduler
    let pool: ExtensionPool
    let renderer: EntryImageRenderer
    let groups: AppGroupContainers
    /// Instances the scheduler knows, with what a reload needs.
    var instances: [Int64: InstanceRecord] = [:]
    var extensions: [String: ExtensionRecord] = [:]
    var apps: [String: AppRecord] = [:]
    /// The entry each instance shows now (index into its stored timeline).
    var shown: [Int64: Int] = [:]
    var reloads: [Int64: Task<Void, Never>] = [:]
    /// Reloads issued for an instance while its previous reload task was ending.
    var queuedReloads: [Int64: ReloadReason] = [:]
    var appStates: [String: AppState] = [:]
    /// Pages on screen; nil: every page is visible (no home screen has reported yet).
    var visiblePages: Set<Int>?
    /// When the clock is simulated, extensions still read the wall clock: their dates are
    /// moved by (simulated now − wall now) at the request so timelines land on simulated time.
    let translatesExtensionDates: Bool
    var started = false
    var renders = 0
    /// The control socket apps and extensions are told about (set while serving).
    var controlSocketPath: String?
    var controlServer: ControlServer?
    /// App connections that asked for widget taps, by app id.
    var urlHandlers: [String: ControlPeer] = [:]
    /// App processes the host started for taps and that are still running, by process id.
    var launchedApps: [Int32: LaunchedApp] = [:]
    /// Per app, the process started for a tap that has not registered for taps yet, and the
    /// taps that came meanwhile (sent when it registers).
    var pendingTaps: [String: (processID: Int32, events: [HostEvent])] = [:]
    /// The device is locked: taps are refused, private content is redacted (HostDaemon+Lock).
    var locked = false
    /// Called after an instance starts showing a new image (the web home screen listens).
    var observers: [UUID: @Sendable (HostChange) -> Void] = [:]
    /// Display names of widget kinds, by "<extension id>|<kind>" (home screens show them).
    var displayNames: [String: String] = [:]
    /// Whether an archive (by hash) changes over time (live dates): pages re-render those.
    var ticking: [String: Bool] = [:]
    /// Gallery previews by request key, and the requests under way.
    var gallerySnapshots: [String: GallerySnapshot] = [:]
    var galleryRequests: [String: Task<WebImage, any Error>] = [:]
    /// Each instance's committed timeline as last read or written (showing an entry, answering
    /// a page, must not read SQLite every time); the store stays the truth.
    var timelines: [Int64: StoredTimeline] = [:]
    /// Flight-record lines the store refused, oldest first; every persist retries them before
    /// anything newer (HostDaemon+FlightRecord).
    var unwrittenEvents: [ReloadEventRecord] = []
    /// Set while the store refuses the flight record: counted reloads are held (fail closed).
    var flightRecordFailure: FlightRecordFailure?

    public init(configuration: HostConfiguration, store: VitrineStore, clock: any HostClock = WallClock()) {
        self.configuration = configuration
        self.store = store
        self.clock = clock
        self.scheduler = WidgetScheduler(policy: configuration.policy, now: clock.now)
        self.pool = ExtensionPool(configuration: configuration.extensionLimits)
        self.renderer = EntryImageRenderer(device: configuration.device, scale: configuration.scale)
        self.groups = AppGroupContainers(root: configuration.location.directory)
        self.translatesExtensionDates = !(clock is WallClock)
        self.controlSocketPath = configuration.controlSocketPath
    }

    public var now: Date { clock.now }

    // MARK: Start and restore

    /// Loads the store and rebuilds the schedule. Idempotent: later calls re-sync with the
    /// store (instances added or removed by the CLI while the daemon runs).
    public func start() throws {
        try FileManager.default.createDirectory(at: configuration.currentImagesDirectory, withIntermediateDirectories: true)
        if let pages = try store.setting("visiblePages") {
            visiblePages = Set(pages.split(separator: ",").compactMap { Int($0) })
        }
        locked = try store.setting(Self.lockedSetting) == "true"
        try sync()
        if !started { announceForeignFamilies(Array(instances.values)) }
        started = true
    }

    /// Brings the scheduler in line with the store.
    public func sync() throws {
        let now = clock.now
        apps = Dictionary(uniqueKeysWithValues: try store.apps().map { ($0.id, $0) })
        extensions = Dictionary(uniqueKeysWithValues: try store.extensions().map { ($0.id, $0) })
        displayNames = Dictionary(try store.kinds().map { ($0.extensionID + "|" + $0.kind, $0.displayName) }, uniquingKeysWith: { a, _ in a })
        let current = try store.instances()
        let ids = Set(current.map(\.id))
        for gone in instances.keys where !ids.contains(gone) {
            scheduler.unregister(InstanceID(gone), now: now)
            instances[gone] = nil
            shown[gone] = nil
            timelines[gone] = nil
            reloads.removeValue(forKey: gone)?.cancel()
            queuedReloads[gone] = nil
        }
        for instance in current {
            let known = instances[instance.id] != nil
            instances[instance.id] = instance
            if known {
                scheduler.register(InstanceID(instance.id), registration(of: instance), now: now)
                continue
            }
            try restore(instance, now: now)
            learnTicking(instance)
        }
        persistEvents()
    }

    func registration(of instance: InstanceRecord) -> InstanceRegistration {
        InstanceRegistration(app: AppID(instance.appID), kind: instance.kind,
                             usesLocation: extensions[instance.extensionID]?.usesLocation ?? false,
                             isVisible: visiblePages.map { $0.contains(instance.page) } ?? true)
    }

    func restore(_ instance: InstanceRecord, now: Date) throws {
        let stored = try store.timeline(instanceID: instance.id)
        let counted = try store.countedReloads(instanceID: instance.id, since: now.addingTimeInterval(-configuration.policy.budgetWindow))
        var last = try store.lastReload(instanceID: instance.id)
        if let fetched = stored?.timeline.fetchedAt { last = max(last ?? fetched, fetched) }
        let timeline = stored.map { ScheduledTimeline(entryDates: $0.entries.map(\.date), policy: Self.schedulerPolicy($0.timeline.policy)) }
        scheduler.restore(InstanceID(instance.id), registration: registration(of: instance), countedReloads: counted,
                          lastReload: last, timeline: timeline, shownIndex: timeline == nil ? nil : try previouslyShownEntry(of: instance.id),
                          now: now)
    }

    // MARK: The loop

    /// Runs until the task is cancelled: performs what is due, then sleeps until the next
    /// decision (entry date, planned reload) or until something asks for attention.
    public func run() async {
        if !started { try? start() }
        while !Task.isCancelled {
            await step()
            let wake = scheduler.nextWakeDate()
            // Short naps keep the daemon responsive to app requests and CLI changes without a
            // wake-up channel; entry dates are still met exactly (the last nap ends on them).
            let nap = clock.now.addingTimeInterval(0.1)
            await clock.sleep(until: wake.map { min($0, nap) } ?? nap)
        }
        await shutdown()
    }

    /// Performs everything due now. `vitrine simulate` calls it after each clock move.
    public func step() async {
        let now = clock.now
        var due: [(id: Int64, entry: Int)] = []
        var issued: [(id: Int64, reason: ReloadReason)] = []
        for action in scheduler.advance(to: now) {
            switch action {
            case .showEntry(let id, let index, _):
                due.append((id.rawValue, index))
            case .reload(let id, let reason):
                issued.append((id.rawValue, reason))
            }
        }
        show(due)
        // The counted reloads just issued are recorded before they run (nothing else can run on
        // the actor meanwhile): one whose record the store refused does not run (fail closed).
        let recorded = persistEvents()
        for reload in issued {
            if recorded || configuration.policy.exemptReasons.contains(reload.reason.category) {
                startReload(reload.id, reason: reload.reason)
            } else {
                scheduler.reloadFinished(InstanceID(reload.id), .failure("not run: the store could not record this counted reload"), now: now)
            }
        }
        if !recorded { persistEvents() }
    }

    /// Waits until every running reload has finished (the simulator keeps time still meanwhile).
    public func settle() async {
        while let task = reloads.values.first {
            await task.value
        }
        persistEvents()
    }

    public func nextWakeDate() -> Date? { scheduler.nextWakeDate() }

    public func shutdown() async {
        for task in reloads.values { task.cancel() }
        reloads.removeAll()
        endLaunchedAppSessions()
        await pool.shutdown()
        if !persistEvents() {
            let counted = unwrittenEvents.filter(\.counted).count
            log("stopping with \(unwrittenEvents.count) flight record lines the store refused: the next start will not count \(counted) reloads this host made")
        }
    }

    // MARK: Flight record

    /// Writes a host-level line (not tied to one decision) into the flight record.
    func recordNote(_ instance: Int64?, event: String, reason: String, detail: String) {
        _ = try? store.record(ReloadEventRecord(instanceID: instance, appID: instance.flatMap { instances[$0]?.appID },
                                                date: clock.now, event: event, reason: reason, detail: detail))
    }

    nonisolated func log(_ message: String) {
        FileHandle.standardError.write(Data("vitrine: \(message)\n".utf8))
    }

    // MARK: Observers

    public func observe(_ handler: @escaping @Sendable (HostChange) -> Void) -> UUID {
        let id = UUID()
        observers[id] = handler
        return id
    }

    public func removeObserver(_ id: UUID) { observers[id] = nil }

    func notify(_ change: HostChange) {
        for handler in observers.values { handler(change) }
    }

    static func schedulerPolicy(_ policy: TimelinePolicy) -> TimelineReloadPolicy {
        switch policy {
        case .atEnd: .atEnd
        case .never: .never
        case .after(let date): .after(date)
        }
    }
}

/// What changed in the host, for live views (the web home screen, `vitrine serve`'s log).
public enum HostChange: Sendable {
    case shown(instance: Int64, entry: Int, image: URL)
    case flight(FlightEvent)
    case instancesChanged
    /// Widgets that show a new picture (entries due together come as one change).
    case widgets([HomeWidget])
    /// Appearance, lock, visible pages or the clock changed: home screens re-read the state.
    case settingsChanged
}
