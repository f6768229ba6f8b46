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
    // Services: the host's configuration and the components it drives.
    /// The device, locale, appearance, policy and limits the host runs with.
    public internal(set) var configuration: HostConfiguration
    /// The store: the truth the host restores from.
    public nonisolated let store: VitrineStore
    let clock: any HostClock
    var scheduler: WidgetScheduler
    let pool: ExtensionPool
    let renderer: EntryImageRenderer
    let groups: AppGroupContainers
    /// When the clock is simulated, extensions still read the wall clock: their dates are
    /// moved by (simulated now − wall now) at the request so timelines land on simulated time.
    let translatesExtensionDates: Bool
    var started = false

    // Owners: each holds one concern's state, private to it; the actor holds them so
    // isolation is the actor's. The `HostDaemon+…` files next to each owner use its methods.
    /// Installed apps, extensions and placed widgets, as last read from the store (Catalog/).
    var catalog = WidgetCatalog()
    /// The entry each widget shows and its timeline as committed (Display/).
    var display = ShownEntries()
    /// Reloads under way (Reloads/).
    var reloads = ReloadTasks()
    /// Lock, visible pages, app states (System/).
    var system = SystemState()
    /// Where taps go: registered connections, processes started for taps (Taps/).
    var taps = TapRouter()
    /// Gallery previews (Gallery/).
    var galleryPreviews = GalleryCache()
    /// Flight-record lines the store refused, and the hold on counted reloads (FlightRecord/).
    var flightRecorder = FlightRecorder()
    /// The control socket apps and the CLI connect to (Control/).
    var control: ControlEndpoint
    /// Live views that listen to changes.
    var observers = ChangeObservers()
    /// What the host remembers about stored configurations (Configuration/).
    var configurations = ConfigurationState()

    /// A host on `store`; nothing runs until `start()` (or `run()`).
    public init(configuration: HostConfiguration, store: VitrineStore, clock: any HostClock = WallClock()) {
        self.configuration = configuration
        self.store = store
        self.clock = clock
        self.scheduler = WidgetScheduler(policy: configuration.policy, now: clock.now)
        self.pool = ExtensionPool(configuration: configuration.extensionLimits)
        self.renderer = EntryImageRenderer(device: configuration.device, scale: configuration.scale)
        self.groups = AppGroupContainers(root: configuration.location.directory)
        self.translatesExtensionDates = !(clock is WallClock)
        self.control = ControlEndpoint(socketPath: configuration.controlSocketPath)
    }

    /// The host's time (simulated when its clock is).
    public var now: Date { clock.now }

    // MARK: Start and restore

    /// Loads the store and rebuilds the schedule. Idempotent: later calls re-sync with the
    /// store (instances added or removed by the CLI while the daemon runs).
    public func start() throws {
        try FileManager.default.createDirectory(at: configuration.currentImagesDirectory, withIntermediateDirectories: true)
        try system.restore(from: store)
        try sync()
        if !started { announceForeignFamilies(catalog.sortedInstances) }
        started = true
    }

    /// Brings the scheduler in line with the store.
    public func sync() throws {
        let now = clock.now
        let changes = try catalog.reload(from: store)
        for gone in changes.removed {
            scheduler.unregister(InstanceID(gone), now: now)
            display.forget(gone)
            reloads.cancel(gone)
        }
        for instance in changes.kept {
            scheduler.register(InstanceID(instance.id), registration(of: instance), now: now)
        }
        for instance in changes.added {
            try restore(instance, now: now)
            display.learnTicking(of: instance.id, in: store)
        }
        persistEvents()
    }

    func registration(of instance: InstanceRecord) -> InstanceRegistration {
        InstanceRegistration(
            app: AppID(instance.appID), kind: instance.kind,
            usesLocation: catalog.extensionRecord(of: instance)?.usesLocation ?? false,
            isVisible: system.isVisible(page: instance.page))
    }

    func restore(_ instance: InstanceRecord, now: Date) throws {
        let stored = try store.timeline(instanceID: instance.id)
        let counted = try store.countedReloads(instanceID: instance.id, since: now.addingTimeInterval(-configuration.policy.budgetWindow))
        var last = try store.lastReload(instanceID: instance.id)
        if let fetched = stored?.timeline.fetchedAt { last = max(last ?? fetched, fetched) }
        let timeline = stored.map { ScheduledTimeline(entryDates: $0.entries.map(\.date), policy: Self.schedulerPolicy($0.timeline.policy)) }
        scheduler.restore(
            InstanceID(instance.id), registration: registration(of: instance), countedReloads: counted,
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
            if recorded || !configuration.policy.counts(reload.reason) {
                startReload(reload.id, reason: reload.reason)
            } else {
                scheduler.reloadFinished(InstanceID(reload.id), .failure("not run: the store could not record this counted reload"), now: now)
            }
        }
        if !recorded { persistEvents() }
    }

    /// Waits until every running reload has finished (the simulator keeps time still meanwhile).
    public func settle() async {
        while let task = reloads.anyTask {
            await task.value
        }
        persistEvents()
    }

    /// When the scheduler next has something to do (an entry date, a planned reload).
    public func nextWakeDate() -> Date? { scheduler.nextWakeDate() }

    /// Stops reloads and extensions and writes what the flight record still holds.
    public func shutdown() async {
        reloads.cancelAll()
        taps.endLaunchedAppSessions()
        await pool.shutdown()
        if !persistEvents() {
            log(
                "stopping with \(flightRecorder.unwritten.count) flight record lines the store refused: the next start will not count \(flightRecorder.unwrittenCounted) reloads this host made"
            )
        }
    }

    // MARK: Flight record

    /// Writes a host-level line (not tied to one decision) into the flight record.
    func recordNote(_ instance: Int64?, event: String, reason: String, detail: String) {
        _ = try? store.record(
            ReloadEventRecord(
                instanceID: instance, appID: instance.flatMap { catalog.instance($0)?.appID },
                date: clock.now, event: event, reason: reason, detail: detail))
    }

    nonisolated func log(_ message: String) {
        FileHandle.standardError.write(Data("vitrine: \(message)\n".utf8))
    }

    // MARK: Observers

    /// Calls `handler` with every change until `removeObserver` (on the actor: keep it short).
    public func observe(_ handler: @escaping @Sendable (HostChange) -> Void) -> UUID {
        observers.add(handler)
    }

    /// Stops calling the handler `observe` returned `id` for.
    public func removeObserver(_ id: UUID) { observers.remove(id) }

    func notify(_ change: HostChange) { observers.notify(change) }

    static func schedulerPolicy(_ policy: TimelinePolicy) -> TimelineReloadPolicy {
        switch policy {
        case .atEnd: .atEnd
        case .never: .never
        case .after(let date): .after(date)
        }
    }
}
