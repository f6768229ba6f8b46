import Foundation

/// The host's reload, budget and timeline policy as one pure value: no I/O, no threads, no
/// clock of its own. The host feeds it events (each with the current date), calls
/// `advance(to:)` at `nextWakeDate()` and executes the actions it returns; the simulator
/// drives it on a fake clock. Every decision lands in the flight record (`drainEvents()`).
///
/// Storage is built for a million instances: one fixed-size record each in a contiguous
/// array, variable data in a shared `SlabPool`, wake-ups in a heap with lazy deletion.
/// Times are whole seconds (see `Tick`); a `now` earlier than one already seen is treated as
/// the latest seen, so the scheduler's clock never runs backwards.
public struct WidgetScheduler: Sendable {
    /// The budget and timing rules the scheduler applies.
    public let policy: SchedulerPolicy
    /// Whether entry changes go to the flight record (one event per shown entry per instance).
    public var recordsShownEntries: Bool

    let limits: PolicyTicks
    let ticks: TickClock
    /// The latest time seen.
    var clock: Tick = 0

    var records: ContiguousArray<InstanceRecord> = []
    var slots: [InstanceID: Int32] = [:]
    var freeSlots: [Int32] = []
    var pool = SlabPool()
    var wakes = WakeQueue(base: 0)
    /// Actions produced by events (a timeline arrived, a widget became visible), handed out by
    /// the next `advance(to:)`.
    var outbox: [SchedulerAction] = []
    var events: [FlightEvent] = []
    /// The coalescing batch requests join while it is open.
    var batchDeadline: Tick = .none
    /// Counted reloads are held: the host could not record its budget (`holdCountedReloads`).
    var countedReloadsHeld = false

    /// Apps and kinds are stored once and named by index in the records.
    var apps = Interner<AppID>()
    var appStates: [AppState] = []
    var kinds = Interner<String>()

    /// - Parameter now: the start of the scheduler's time scale (its epoch); any date within
    ///   68 years of it works.
    public init(policy: SchedulerPolicy = .widgetKit, now: Date, recordsShownEntries: Bool = true) {
        self.policy = policy
        self.recordsShownEntries = recordsShownEntries
        limits = PolicyTicks(policy)
        ticks = TickClock(epoch: now.timeIntervalSinceReferenceDate.rounded(.down))
    }

    /// The latest date the scheduler has seen.
    public var currentDate: Date { ticks.date(clock) }

    /// How many instances are registered.
    public var instanceCount: Int { slots.count }

    /// Whether the instance is registered.
    public func contains(_ instance: InstanceID) -> Bool { slots[instance] != nil }

    /// Pre-sizes storage, so growing to `instances` neither reallocates nor over-allocates.
    public mutating func reserveCapacity(instances: Int) {
        records.reserveCapacity(instances)
        slots.reserveCapacity(instances)
    }

    // MARK: Registration

    /// Adds an instance and plans its `.initial` reload (snapshot, then timeline). For an
    /// instance already known, updates its registration (visibility included) and returns nil.
    @discardableResult
    public mutating func register(_ instance: InstanceID, _ registration: InstanceRegistration, now date: Date) -> ReloadDecision? {
        let now = observe(date)
        if let slot = slots[instance] {
            let s = Int(slot)
            records[s].app = intern(app: registration.app)
            records[s].kind = intern(kind: registration.kind)
            if registration.usesLocation { records[s].flags.insert(.usesLocation) } else { records[s].flags.remove(.usesLocation) }
            setVisible(slot, registration.isVisible, now: now)
            dropStaleWakes()
            return nil
        }
        let slot = allocateSlot(instance, registration)
        defer { dropStaleWakes() }
        return request(slot, .initial, now: now)
    }

    /// Forgets an instance (the widget was removed). Its pending actions are dropped.
    public mutating func unregister(_ instance: InstanceID, now date: Date) {
        _ = observe(date)
        guard let slot = slots.removeValue(forKey: instance) else { return }
        let s = Int(slot)
        releaseEntries(slot)
        pool.release(records[s].ledgerSlab, sizeClass: records[s].ledgerClass)
        if records[s].wake != .never { wakes.retire(records[s].wake) }
        records[s] = InstanceRecord()
        freeSlots.append(slot)
        outbox.removeAll { $0.instance == instance }
        dropStaleWakes()
    }

    func slot(_ instance: InstanceID) -> Int32? { slots[instance] }

    mutating func allocateSlot(_ instance: InstanceID, _ registration: InstanceRegistration) -> Int32 {
        var record = InstanceRecord()
        record.id = instance
        record.app = intern(app: registration.app)
        record.kind = intern(kind: registration.kind)
        record.flags = [.registered]
        if registration.isVisible { record.flags.insert(.visible) }
        if registration.usesLocation { record.flags.insert(.usesLocation) }
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
        }
        slots[instance] = slot
        return slot
    }

    mutating func intern(app: AppID) -> Int32 {
        let index = apps.intern(app)
        if Int(index) == appStates.count { appStates.append([]) }
        return index
    }

    mutating func intern(kind: String) -> Int32 { kinds.intern(kind) }

    /// Moves the clock to `date` (never backwards) and returns it as a tick.
    mutating func observe(_ date: Date) -> Tick {
        clock = max(clock, ticks.floor(date))
        return clock
    }

    // MARK: Output

    /// When `advance(to:)` next has something to do; nil when nothing is planned at all.
    public func nextWakeDate() -> Date? {
        if !outbox.isEmpty { return ticks.date(clock) }
        return wakes.minTime.map { ticks.date(max($0, clock)) }
    }

    /// Hands over the flight record accumulated since the last call.
    public mutating func drainEvents() -> [FlightEvent] {
        let drained = events
        events = []  // not keepingCapacity: a burst (a million registrations) must not pin its buffer
        return drained
    }

    /// The instance's budget as of `now`.
    public func budget(of instance: InstanceID, now date: Date) -> BudgetStatus? {
        guard let slot = slots[instance] else { return nil }
        let record = records[Int(slot)]
        let now = max(clock, ticks.floor(date))
        return BudgetStatus(
            limit: limits.dailyBudget, used: ledgerUsed(record, now: now),
            nextSlotFrees: ledgerOldestLive(record, now: now).map { ticks.date($0.plus(limits.window)) },
            nextPlannedReload: plannedDate(record), lastReload: ticks.optionalDate(record.lastReload))
    }

    /// Everything known about the instance, in the terms `restore` takes back.
    public func state(of instance: InstanceID) -> InstanceState? {
        guard let slot = slots[instance] else { return nil }
        let r = records[Int(slot)]
        let timeline: ScheduledTimeline? =
            r.flags.contains(.hasTimeline)
            ? ScheduledTimeline(entryDates: (0..<r.entryCount).map { ticks.date(entryDate(r, $0)) }, policy: timelinePolicy(r))
            : nil
        return InstanceState(
            registration: InstanceRegistration(
                app: apps[r.app], kind: kinds[r.kind], usesLocation: r.flags.contains(.usesLocation),
                isVisible: r.isVisible),
            countedReloads: ledgerLive(r, now: clock).map(ticks.date), lastReload: ticks.optionalDate(r.lastReload),
            timeline: timeline, shownIndex: r.shownIndex >= 0 ? Int(r.shownIndex) : nil,
            plannedReload: r.pendingCategory.map { reason($0, r) },
            plannedReloadDate: plannedDate(r), reloadInFlight: r.isInFlight, consecutiveFailures: Int(r.failures))
    }

    /// The bytes the scheduler's storage holds (capacities, not counts), for the benchmark.
    public var storageFootprint: StorageFootprint {
        let buckets = Int((Double(slots.capacity) / 0.75).rounded(.up))
        return StorageFootprint(
            recordBytes: MemoryLayout<InstanceRecord>.stride, records: records.capacity * MemoryLayout<InstanceRecord>.stride,
            freeSlots: freeSlots.capacity * 4,
            index: buckets * (MemoryLayout<InstanceID>.stride + MemoryLayout<Int32>.stride) + buckets / 8,
            pool: pool.bytes, wakeQueue: wakes.bytes,
            buffers: outbox.capacity * MemoryLayout<SchedulerAction>.stride + events.capacity * MemoryLayout<FlightEvent>.stride)
    }

    // MARK: Flight record

    mutating func record(
        _ slot: Int32, _ kind: FlightEvent.Kind, reason: ReloadReason? = nil, decision: ReloadDecision? = nil,
        entry: Int? = nil, now: Tick
    ) {
        if kind == .entryShown, !recordsShownEntries { return }
        let r = records[Int(slot)]
        events.append(
            FlightEvent(
                date: ticks.date(now), instance: r.id, kind: kind, reason: reason, decision: decision, entry: entry,
                budgetRemaining: max(0, limits.dailyBudget - ledgerUsed(r, now: now)), nextPlannedReload: plannedDate(r)))
    }

    func plannedDate(_ r: InstanceRecord) -> Date? {
        r.hasPending && r.flags.isDisjoint(with: [.waitingForVisibility, .waitingForLedger]) ? ticks.optionalDate(r.pendingAt) : nil
    }

    /// The full reason for a stored category (`.policyAfter` takes the timeline's date).
    func reason(_ category: ReloadCategory, _ r: InstanceRecord) -> ReloadReason {
        category.reason(policyDate: ticks.date(r.policyDate == .never ? r.pendingAt : r.policyDate))
    }
}
