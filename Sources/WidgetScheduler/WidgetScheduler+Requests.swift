import Foundation

/// Which instances a reload request addresses.
public enum ReloadTarget: Hashable, Sendable {
    /// These instances.
    case instances([InstanceID])
    /// `WidgetCenter.reloadTimelines(ofKind:)`: every instance of the kind (of that app, if given).
    case kind(String, app: AppID? = nil)
    /// `WidgetCenter.reloadAllTimelines()`: every instance of the app.
    case app(AppID)
    /// Every instance (system-wide changes).
    case all
}

/// The decision for one instance addressed by a request.
public struct ReloadRequestResult: Hashable, Sendable {
    /// The instance.
    public var instance: InstanceID
    /// What became of the request for it.
    public var decision: ReloadDecision

    /// A result for one instance.
    public init(instance: InstanceID, decision: ReloadDecision) {
        self.instance = instance
        self.decision = decision
    }
}

extension WidgetScheduler {
    /// Asks for a reload of the target's instances. Each gets a decision (also in the flight
    /// record); granted ones join the open coalescing batch and are issued by `advance(to:)`.
    /// Finding a kind's or an app's instances scans all records (linear, and rare).
    @discardableResult
    public mutating func requestReload(_ target: ReloadTarget, reason: ReloadReason, now date: Date) -> [ReloadRequestResult] {
        let now = observe(date)
        defer { dropStaleWakes() }
        return resolve(target).map { ReloadRequestResult(instance: records[Int($0)].id, decision: request($0, reason, now: now)) }
    }

    /// A person edited the widget's configuration: WidgetKit reloads it at once (exempt, as a
    /// user-initiated reload), without waiting for the open coalescing batch, so the edited
    /// widget does not show its old configuration for seconds after the editor closes.
    @discardableResult
    public mutating func configurationChanged(_ id: InstanceID, now date: Date) -> [ReloadRequestResult] {
        let now = observe(date)
        defer { dropStaleWakes() }
        return resolve(.instances([id])).map {
            ReloadRequestResult(instance: records[Int($0)].id, decision: request($0, .userInitiated, now: now, immediately: true))
        }
    }

    /// An App Intent button or toggle of the widget was tapped and its `perform()` returned:
    /// WidgetKit reloads the widget at once, exempt from the budget whatever the policy says.
    @discardableResult
    public mutating func interactionPerformed(_ id: InstanceID, now date: Date) -> [ReloadRequestResult] {
        let now = observe(date)
        defer { dropStaleWakes() }
        return resolve(.instances([id])).map {
            ReloadRequestResult(instance: records[Int($0)].id, decision: request($0, .interaction, now: now, immediately: true))
        }
    }

    /// A `WidgetCenter` call from the app: the reason (and so the charge) follows the app's
    /// state as last reported by `appStateChanged`. `kind` nil means `reloadAllTimelines()`.
    @discardableResult
    public mutating func requestReloadFromApp(_ app: AppID, kind: String? = nil, now date: Date) -> [ReloadRequestResult] {
        let state = apps.index(of: app).map { appStates[Int($0)] } ?? []
        let reason: ReloadReason =
            if state.contains(.foreground) { .appRequest(foreground: true) } else if state.contains(.audioSession) {
                .audioSession
            } else if state.contains(.navigationSession) { .navigationSession } else { .appRequest(foreground: false) }
        return requestReload(kind.map { .kind($0, app: app) } ?? .app(app), reason: reason, now: date)
    }

    /// Records what the app reports about itself (foreground, audio or navigation session).
    public mutating func appStateChanged(_ app: AppID, _ state: AppState, now date: Date) {
        _ = observe(date)
        appStates[Int(intern(app: app))] = state
    }

    /// The system locale changed: every widget is reloaded, exempt.
    @discardableResult
    public mutating func localeChanged(now date: Date) -> [ReloadRequestResult] {
        requestReload(.all, reason: .localeChange, now: date)
    }

    /// Dynamic Type or another accessibility setting changed: every widget is reloaded, exempt.
    @discardableResult
    public mutating func accessibilityChanged(now date: Date) -> [ReloadRequestResult] {
        requestReload(.all, reason: .accessibilityChange, now: date)
    }

    /// The color scheme changed: every widget is re-rendered by the system, exempt.
    @discardableResult
    public mutating func appearanceChanged(now date: Date) -> [ReloadRequestResult] {
        requestReload(.all, reason: .appearanceChange, now: date)
    }

    /// A significant location change: only widgets that use location are reloaded.
    @discardableResult
    public mutating func significantLocationChange(now date: Date) -> [ReloadRequestResult] {
        let now = observe(date)
        defer { dropStaleWakes() }
        return resolve(.all).filter { records[Int($0)].flags.contains(.usesLocation) }
            .map { ReloadRequestResult(instance: records[Int($0)].id, decision: request($0, .significantLocationChange, now: now)) }
    }

    /// Shows or hides instances (their Home Screen page). A reload deferred while hidden is
    /// released on becoming visible, and the entry current now is shown.
    public mutating func setVisible(_ instances: [InstanceID], _ visible: Bool, now date: Date) {
        let now = observe(date)
        for instance in instances {
            if let slot = slots[instance] { setVisible(slot, visible, now: now) }
        }
        dropStaleWakes()
    }

    mutating func setVisible(_ slot: Int32, _ visible: Bool, now: Tick) {
        let s = Int(slot)
        guard records[s].isVisible != visible else { return }
        guard visible else {
            records[s].flags.remove(.visible)
            scheduleWake(slot)
            return
        }
        records[s].flags.insert(.visible)
        if records[s].flags.contains(.waitingForVisibility), let category = records[s].pendingCategory {
            // Released once: an exempt reason stays exempt, anything else is one counted reload.
            records[s].flags.remove(.waitingForVisibility)
            records[s].pendingReason = InstanceRecord.noReason
            records[s].pendingAt = .never
            _ = request(slot, limits.counts(category) ? .becameVisible : reason(category, records[s]), now: now)
        }
        if let action = showCurrentEntry(slot, now: now, force: false) { outbox.append(action) }
        scheduleWake(slot)
    }

    func resolve(_ target: ReloadTarget) -> [Int32] {
        switch target {
        case .instances(let list):
            return list.compactMap { slots[$0] }
        case .kind(let kind, let app):
            guard let kindIndex = kinds.index(of: kind) else { return [] }
            let appIndex: Int32? = app.flatMap { apps.index(of: $0) }
            if app != nil, appIndex == nil { return [] }
            return liveSlots { $0.kind == kindIndex && (appIndex == nil || $0.app == appIndex) }
        case .app(let app):
            guard let appIndex = apps.index(of: app) else { return [] }
            return liveSlots { $0.app == appIndex }
        case .all:
            return liveSlots { _ in true }
        }
    }

    private func liveSlots(where matches: (InstanceRecord) -> Bool) -> [Int32] {
        records.indices.compactMap { records[$0].flags.contains(.registered) && matches(records[$0]) ? Int32($0) : nil }
    }

    /// One instance's request: the decision, the planned reload it leaves, the flight record.
    ///
    /// Order of the rules: a hidden widget defers everything; a running reload queues the
    /// request behind it; otherwise the request joins the open coalescing batch, pushed later
    /// by the budget (denied) or the minimum interval (throttled) if it is counted. A reload
    /// already planned no later than that (within one coalescing interval) covers it; the
    /// covering reload becomes exempt if the request was.
    mutating func request(_ slot: Int32, _ reason: ReloadReason, now: Tick, immediately: Bool = false) -> ReloadDecision {
        let s = Int(slot)
        let category = reason.category
        let counted = limits.counts(category)
        if case .policyAfter(let date) = reason { records[s].policyDate = ticks.ceil(date) }
        let decision: ReloadDecision
        if !records[s].isVisible {
            mergePending(slot, category, at: now)
            records[s].flags.insert(.waitingForVisibility)
            decision = .deferred(.notVisible)
        } else if records[s].isInFlight {
            mergePending(slot, category, at: openBatch(now))
            decision = .deferred(.reloadInProgress)
        } else if counted, countedReloadsHeld {
            // Fail closed: a reload the host could not record must not run. A planned exempt
            // reload covers the request; a counted one waits with it and runs on release.
            mergePending(slot, category, at: .never - 1)
            if records[s].pendingCategory.map(limits.counts) == true { records[s].flags.insert(.waitingForLedger) }
            decision = .deferred(.budgetNotRecorded)
        } else {
            var earliest = immediately ? now : openBatch(now)
            var verdict: ReloadDecision = counted ? .granted : .exempt(reason)
            if counted, let hold = gate(slot, now: now), hold.until > earliest {
                earliest = hold.until
                verdict = hold.decision
            }
            if records[s].hasPending, records[s].pendingAt <= earliest.plus(limits.coalescing) {
                // An immediate request brings a planned reload forward to now.
                mergePending(slot, category, at: immediately ? earliest : records[s].pendingAt)
                verdict = .coalesced(into: ticks.date(records[s].pendingAt))
            } else {
                records[s].pendingAt = earliest
                records[s].pendingReason = category.rawValue
                records[s].flags.remove(.waitingForLedger)  // this plan replaces a held one
            }
            decision = verdict
        }
        record(slot, .requested, reason: reason, decision: decision, now: now)
        scheduleWake(slot)
        return decision
    }

    /// Folds a reload into the planned one: the earlier date, and exempt if either is.
    mutating func mergePending(_ slot: Int32, _ category: ReloadCategory, at time: Tick) {
        let s = Int(slot)
        guard let existing = records[s].pendingCategory else {
            records[s].pendingReason = category.rawValue
            records[s].pendingAt = time
            return
        }
        if limits.counts(existing), !limits.counts(category) { records[s].pendingReason = category.rawValue }
        records[s].pendingAt = min(records[s].pendingAt, time)
        // An exempt reload is never held for the ledger.
        if !limits.counts(category) { records[s].flags.remove(.waitingForLedger) }
    }

    /// The deadline of the coalescing batch open at `now`, opening one if none is.
    mutating func openBatch(_ now: Tick) -> Tick {
        if batchDeadline == .none || batchDeadline < now { batchDeadline = now.plus(limits.coalescing) }
        return batchDeadline
    }
}
