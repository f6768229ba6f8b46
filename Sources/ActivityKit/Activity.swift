import Foundation

/// Starts, updates and ends a Live Activity, and reports its changes.
///
/// On Linux a Live Activity lives in the process that requested it: `request` registers it,
/// `update` and `end` change it, and `activities`, `activityState`, `content` and the update
/// sequences report exactly what happened, so app code and its tests run unchanged. No host
/// displays it yet (docs/FRAMEWORKS.md), and no push token ever exists: Vitrine has no Apple
/// Push Notification service, so `pushToken` stays nil and `pushTokenUpdates` yields nothing.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's dynamic data type.
    public typealias ContentState = Attributes.ContentState

    /// A unique identifier of the activity.
    public let id: String
    /// The static data the activity started with.
    public let attributes: Attributes

    private let lock = NSLock()
    private var currentContent: ActivityContent<ContentState>
    private var currentState: ActivityState = .active
    /// Bumped by every content change, so a stale-date timer armed for older content does nothing.
    private var generation = 0
    private var stateContinuations: [UUID: AsyncStream<ActivityState>.Continuation] = [:]
    private var contentContinuations: [UUID: AsyncStream<ActivityContent<ContentState>>.Continuation] = [:]
    private var tokenContinuations: [UUID: AsyncStream<Data>.Continuation] = [:]
    private var staleTimer: Task<Void, Never>?
    private var dismissalTimer: Task<Void, Never>?

    init(attributes: Attributes, content: ActivityContent<ContentState>) {
        self.id = UUID().uuidString
        self.attributes = attributes
        self.currentContent = content
    }

    deinit {
        staleTimer?.cancel()
        dismissalTimer?.cancel()
    }

    // MARK: Reading

    /// The activity's current content.
    public var content: ActivityContent<ContentState> { lock.withLock { currentContent } }

    /// The activity's current dynamic data.
    @available(*, deprecated, message: "Use content.state")
    public var contentState: ContentState { content.state }

    /// Where the activity is in its life cycle.
    public var activityState: ActivityState { lock.withLock { currentState } }

    /// Always nil here: a push token comes from Apple Push Notification service, which Vitrine
    /// does not have. Code that waits for one (`pushTokenUpdates`) simply never receives it,
    /// as on a device that is offline.
    public var pushToken: Data? { nil }

    /// The Live Activities of this attributes type that the app started and that are not
    /// dismissed, oldest first.
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.shared.activities(of: Attributes.self).compactMap { $0 as? Activity<Attributes> }
    }

    // MARK: Starting

    /// Starts a Live Activity with `attributes` and `content`. Throws `denied` when Live
    /// Activities are off (`VITRINE_LIVE_ACTIVITIES=0`) and `attributesTooLarge` when the
    /// encoded attributes and state exceed 4 KB, as ActivityKit does.
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw ActivityAuthorizationError.denied }
        let encoder = JSONEncoder()
        let size = try encoder.encode(attributes).count + encoder.encode(content.state).count
        guard size <= maximumPayloadBytes else { throw ActivityAuthorizationError.attributesTooLarge }
        let activity = Activity(attributes: attributes, content: content)
        activity.scheduleStaleness()
        ActivityRegistry.shared.add(activity, of: Attributes.self)
        return activity
    }

    /// Starts a Live Activity with `contentState` and no stale date (iOS 16.1's form).
    @available(*, deprecated, message: "Use the request that takes an ActivityContent")
    public static func request(
        attributes: Attributes, contentState: Activity<Attributes>.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// ActivityKit's limit on an activity's static and dynamic data together.
    static var maximumPayloadBytes: Int { 4096 }

    // MARK: Updating and ending

    /// Replaces the content; ignored once the activity has ended, as on iOS.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
        update(content, ending: false)
    }

    /// Replaces the content and alerts the person. The alert has nowhere to appear here; the
    /// content changes as with `update(_:)`.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>, alertConfiguration: AlertConfiguration?) async {
        update(content, ending: false)
    }

    /// Replaces the state, keeping no stale date (iOS 16.1's form).
    @available(*, deprecated, message: "Use update with an ActivityContent")
    public func update(using contentState: Activity<Attributes>.ContentState) async {
        update(ActivityContent(state: contentState, staleDate: nil), ending: false)
    }

    /// Replaces the state and alerts the person (iOS 16.1's form).
    @available(*, deprecated, message: "Use update with an ActivityContent and an alert")
    public func update(using contentState: Activity<Attributes>.ContentState, alertConfiguration: AlertConfiguration?) async {
        update(ActivityContent(state: contentState, staleDate: nil), ending: false)
    }

    /// Ends the activity with its final `content` (nil keeps the last), then dismisses it
    /// as `dismissalPolicy` says: at once, at a date, or after four hours.
    public func end(_ content: ActivityContent<Activity<Attributes>.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        guard !isFinished else { return }
        if let content { update(content, ending: true) }
        transition(to: .ended)
        let latest = Date().addingTimeInterval(Self.longestLockScreenStay)
        switch dismissalPolicy.kind {
        case .immediate: dismiss()
        case .after(let date): scheduleDismissal(at: min(date, latest))
        case .default: scheduleDismissal(at: latest)
        }
    }

    /// Ends the activity with a final state (iOS 16.1's form).
    @available(*, deprecated, message: "Use end with an ActivityContent")
    public func end(using contentState: Activity<Attributes>.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    /// An ended activity stays on the Lock Screen for at most four hours.
    static var longestLockScreenStay: TimeInterval { 4 * 3600 }

    // MARK: Observing

    /// The activity's state changes, from now on; finishes when it is dismissed.
    public var activityStateUpdates: ActivityStateUpdates { ActivityStateUpdates(stream: subscribe(\.stateContinuations)) }

    /// The activity's content changes, from now on; finishes when it is dismissed.
    public var contentUpdates: ContentUpdates { ContentUpdates(stream: subscribe(\.contentContinuations)) }

    /// The activity's state changes as content states (iOS 16.1's form).
    @available(*, deprecated, message: "Use contentUpdates")
    public var contentStateUpdates: AsyncMapSequence<ContentUpdates, ContentState> { contentUpdates.map(\.state) }

    /// Push tokens as Apple Push Notification service issues them: none here (see `pushToken`);
    /// finishes when the activity is dismissed.
    public var pushTokenUpdates: PushTokenUpdates { PushTokenUpdates(stream: subscribe(\.tokenContinuations)) }

    /// Activities of this type as they start, from now on.
    public static var activityUpdates: ActivityUpdates {
        let stream = AsyncStream<Activity<Attributes>> { continuation in
            let token = ActivityRegistry.shared.observe(Attributes.self) { activity in
                if let activity = activity as? Activity<Attributes> { continuation.yield(activity) }
            }
            continuation.onTermination = { _ in ActivityRegistry.shared.stopObserving(token) }
        }
        return ActivityUpdates(stream: stream)
    }

    /// State changes of one activity, as `activityStateUpdates` returns them.
    public struct ActivityStateUpdates: AsyncSequence, Sendable {
        /// Each element is the new state.
        public typealias Element = ActivityState
        let stream: AsyncStream<ActivityState>
        /// Iterates the changes.
        public func makeAsyncIterator() -> AsyncStream<ActivityState>.Iterator { stream.makeAsyncIterator() }
    }

    /// Content changes of one activity, as `contentUpdates` returns them.
    public struct ContentUpdates: AsyncSequence, @unchecked Sendable {
        /// Each element is the new content.
        public typealias Element = ActivityContent<ContentState>
        let stream: AsyncStream<ActivityContent<ContentState>>
        /// Iterates the changes.
        public func makeAsyncIterator() -> AsyncStream<ActivityContent<ContentState>>.Iterator { stream.makeAsyncIterator() }
    }

    /// Push tokens of one activity, as `pushTokenUpdates` returns them.
    public struct PushTokenUpdates: AsyncSequence, Sendable {
        /// Each element is a token.
        public typealias Element = Data
        let stream: AsyncStream<Data>
        /// Iterates the tokens.
        public func makeAsyncIterator() -> AsyncStream<Data>.Iterator { stream.makeAsyncIterator() }
    }

    /// Newly started activities, as `activityUpdates` returns them.
    public struct ActivityUpdates: AsyncSequence, Sendable {
        /// Each element is an activity that just started.
        public typealias Element = Activity<Attributes>
        let stream: AsyncStream<Activity<Attributes>>
        /// Iterates the activities.
        public func makeAsyncIterator() -> AsyncStream<Activity<Attributes>>.Iterator { stream.makeAsyncIterator() }
    }

    // MARK: Internals

    private var isFinished: Bool { lock.withLock { currentState == .ended || currentState == .dismissed } }

    private func subscribe<Element>(_ path: ReferenceWritableKeyPath<Activity, [UUID: AsyncStream<Element>.Continuation]> & Sendable) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let key = UUID()
        let finished = lock.withLock { () -> Bool in
            guard currentState != .dismissed else { return true }
            self[keyPath: path][key] = continuation
            return false
        }
        if finished { continuation.finish() }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self[keyPath: path].removeValue(forKey: key) }
        }
        return stream
    }

    private func update(_ content: ActivityContent<ContentState>, ending: Bool) {
        let (observers, stateChange) = lock.withLock { () -> ([AsyncStream<ActivityContent<ContentState>>.Continuation], ActivityState?) in
            guard currentState != .ended && currentState != .dismissed else { return ([], nil) }
            currentContent = content
            generation += 1
            // New content that is not yet stale makes a stale activity active again.
            let isStale = content.staleDate.map { $0 <= Date() } ?? false
            let next: ActivityState = ending ? currentState : (isStale ? .stale : .active)
            let change = next != currentState ? next : nil
            currentState = next
            return (Array(contentContinuations.values), change)
        }
        for observer in observers { observer.yield(content) }
        if let stateChange { announce(stateChange) }
        if !ending { scheduleStaleness() }
    }

    private func transition(to state: ActivityState) {
        let changed = lock.withLock { () -> Bool in
            guard currentState != state else { return false }
            currentState = state
            return true
        }
        if changed { announce(state) }
    }

    private func announce(_ state: ActivityState) {
        let observers = lock.withLock { Array(stateContinuations.values) }
        for observer in observers { observer.yield(state) }
    }

    /// Turns the activity `.stale` at the content's stale date, unless new content came first.
    private func scheduleStaleness() {
        let (staleDate, expected) = lock.withLock { (currentContent.staleDate, generation) }
        lock.withLock { staleTimer?.cancel() }
        guard let staleDate else { return }
        let timer = Task { [weak self] in
            let delay = staleDate.timeIntervalSinceNow
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
            guard !Task.isCancelled, let self else { return }
            let becameStale = self.lock.withLock { () -> Bool in
                guard self.generation == expected, self.currentState == .active else { return false }
                self.currentState = .stale
                return true
            }
            if becameStale { self.announce(.stale) }
        }
        lock.withLock { staleTimer = timer }
    }

    private func scheduleDismissal(at date: Date) {
        let timer = Task { [weak self] in
            let delay = date.timeIntervalSinceNow
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
            guard !Task.isCancelled else { return }
            self?.dismiss()
        }
        lock.withLock { dismissalTimer = timer }
    }

    private func dismiss() {
        guard lock.withLock({ currentState != .dismissed }) else { return }
        // Out of `activities` before anyone hears `.dismissed`: a listener that checks the list
        // on that state must not still find it (a race a loaded machine showed).
        ActivityRegistry.shared.remove(self, of: Attributes.self)
        transition(to: .dismissed)
        let (states, contents, tokens) = lock.withLock { () in
            defer {
                stateContinuations = [:]
                contentContinuations = [:]
                tokenContinuations = [:]
                staleTimer?.cancel()
            }
            return (Array(stateContinuations.values), Array(contentContinuations.values), Array(tokenContinuations.values))
        }
        states.forEach { $0.finish() }
        contents.forEach { $0.finish() }
        tokens.forEach { $0.finish() }
    }
}

/// The process's Live Activities by attributes type, in the order they started.
final class ActivityRegistry: @unchecked Sendable {
    static let shared = ActivityRegistry()

    private let lock = NSLock()
    private var byType: [ObjectIdentifier: [AnyObject]] = [:]
    private var observers: [UUID: (type: ObjectIdentifier, notify: (AnyObject) -> Void)] = [:]

    func add(_ activity: AnyObject, of type: Any.Type) {
        let notify = lock.withLock { () -> [(AnyObject) -> Void] in
            byType[ObjectIdentifier(type), default: []].append(activity)
            return observers.values.filter { $0.type == ObjectIdentifier(type) }.map(\.notify)
        }
        for observer in notify { observer(activity) }
    }

    func remove(_ activity: AnyObject, of type: Any.Type) {
        lock.withLock { byType[ObjectIdentifier(type)]?.removeAll { $0 === activity } }
    }

    func activities(of type: Any.Type) -> [AnyObject] {
        lock.withLock { byType[ObjectIdentifier(type)] ?? [] }
    }

    func observe(_ type: Any.Type, _ notify: @escaping (AnyObject) -> Void) -> UUID {
        let token = UUID()
        lock.withLock { observers[token] = (ObjectIdentifier(type), notify) }
        return token
    }

    func stopObserving(_ token: UUID) {
        _ = lock.withLock { observers.removeValue(forKey: token) }
    }
}
