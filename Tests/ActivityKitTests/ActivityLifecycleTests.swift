import ActivityKit
import Foundation
import Testing

/// A Live Activity driven as app code drives it: requested, updated, turned stale, ended and
/// dismissed, with every change visible through `activities`, `activityState`, `content` and
/// the update sequences. Each test uses its own attributes type: `activities` is per type and
/// per process, and the tests run in parallel. A change that never comes would leave a test
/// waiting on its sequence: the time limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct ActivityLifecycleTests {
    struct Delivery: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var minutesLeft: Int
        }
        var order: String
    }

    struct Ride: ActivityAttributes {
        struct ContentState: Codable, Hashable { var stop: String }
        var driver: String
    }

    struct Timer: ActivityAttributes {
        struct ContentState: Codable, Hashable { var seconds: Int }
        var label: String
    }

    struct Workout: ActivityAttributes {
        struct ContentState: Codable, Hashable { var heartRate: Int }
        var kind: String
    }

    struct Huge: ActivityAttributes {
        struct ContentState: Codable, Hashable { var text: String }
        var note: String
    }

    struct Parcel: ActivityAttributes {
        struct ContentState: Codable, Hashable { var step: Int }
        var id: Int
    }

    @Test func requestUpdateEndAndDismissAreObserved() async throws {
        let activity = try Activity.request(
            attributes: Delivery(order: "A-17"), content: ActivityContent(state: .init(minutesLeft: 20), staleDate: nil), pushType: nil)
        #expect(Activity<Delivery>.activities.map(\.id) == [activity.id])
        #expect(activity.activityState == .active)
        #expect(activity.attributes.order == "A-17")

        var contents = activity.contentUpdates.makeAsyncIterator()
        var states = activity.activityStateUpdates.makeAsyncIterator()
        await activity.update(ActivityContent(state: .init(minutesLeft: 12), staleDate: nil, relevanceScore: 50))
        #expect(activity.content.state.minutesLeft == 12)
        #expect(activity.content.relevanceScore == 50)
        #expect(await contents.next()?.state.minutesLeft == 12)

        await activity.end(ActivityContent(state: .init(minutesLeft: 0), staleDate: nil), dismissalPolicy: .immediate)
        #expect(await contents.next()?.state.minutesLeft == 0)
        #expect(await states.next() == .ended)
        #expect(await states.next() == .dismissed)
        // Dismissed: gone from the list, and every sequence finishes.
        #expect(await states.next() == nil)
        #expect(await contents.next() == nil)
        #expect(activity.activityState == .dismissed)
        #expect(Activity<Delivery>.activities.isEmpty)
        // An ended activity ignores updates, as on iOS.
        await activity.update(ActivityContent(state: .init(minutesLeft: 99), staleDate: nil))
        #expect(activity.content.state.minutesLeft == 0)
    }

    @Test func contentTurnsStaleAtItsStaleDateAndFreshContentRevivesIt() async throws {
        let activity = try Activity.request(
            attributes: Ride(driver: "Sam"), content: ActivityContent(state: .init(stop: "Pickup"), staleDate: Date().addingTimeInterval(0.5)))
        var states = activity.activityStateUpdates.makeAsyncIterator()
        #expect(activity.activityState == .active)
        #expect(await states.next() == .stale)
        #expect(activity.activityState == .stale)
        await activity.update(ActivityContent(state: .init(stop: "Airport"), staleDate: nil))
        #expect(await states.next() == .active)
        await activity.end(nil, dismissalPolicy: .immediate)
    }

    @Test func newContentBeforeTheStaleDateCancelsTheOldTimer() async throws {
        let activity = try Activity.request(
            attributes: Parcel(id: 1), content: ActivityContent(state: .init(step: 1), staleDate: Date().addingTimeInterval(0.15)))
        await activity.update(ActivityContent(state: .init(step: 2), staleDate: nil))
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(activity.activityState == .active)
        await activity.end(nil, dismissalPolicy: .immediate)
    }

    @Test func endedActivityStaysUntilItsDismissalDate() async throws {
        let activity = try Activity.request(attributes: Timer(label: "Tea"), content: ActivityContent(state: .init(seconds: 180), staleDate: nil))
        var states = activity.activityStateUpdates.makeAsyncIterator()
        await activity.end(nil, dismissalPolicy: .after(Date().addingTimeInterval(1)))
        #expect(await states.next() == .ended)
        // Ended but not yet dismissed: still listed, with its last content.
        #expect(Activity<Timer>.activities.map(\.id) == [activity.id])
        #expect(activity.content.state.seconds == 180)
        #expect(await states.next() == .dismissed)
        #expect(Activity<Timer>.activities.isEmpty)
    }

    @Test func noPushTokenEverArrives() async throws {
        // Vitrine has no Apple Push Notification service: a token-based activity starts,
        // and its token stays nil; the token sequence ends with the activity, empty.
        let activity = try Activity.request(
            attributes: Workout(kind: "Run"), content: ActivityContent(state: .init(heartRate: 120), staleDate: nil), pushType: .token)
        #expect(activity.pushToken == nil)
        let tokens = Task { () -> [Data] in
            var received: [Data] = []
            for await token in activity.pushTokenUpdates { received.append(token) }
            return received
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(await tokens.value.isEmpty)
    }

    @Test func attributesOverFourKilobytesAreRefused() throws {
        let big = String(repeating: "x", count: 4100)
        #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
            try Activity.request(attributes: Huge(note: big), content: ActivityContent(state: .init(text: ""), staleDate: nil))
        }
        #expect(Activity<Huge>.activities.isEmpty)
        // Just under the limit starts.
        let fits = try Activity.request(
            attributes: Huge(note: String(repeating: "x", count: 3000)), content: ActivityContent(state: .init(text: "ok"), staleDate: nil))
        #expect(Activity<Huge>.activities.count == 1)
        Task { await fits.end(nil, dismissalPolicy: .immediate) }
    }

    @Test func activityUpdatesAnnouncesNewActivities() async throws {
        struct Game: ActivityAttributes {
            struct ContentState: Codable, Hashable { var score: Int }
            var team: String
        }
        var updates = Activity<Game>.activityUpdates.makeAsyncIterator()
        let started = try Activity.request(attributes: Game(team: "Reds"), content: ActivityContent(state: .init(score: 0), staleDate: nil))
        #expect(await updates.next()?.id == started.id)
        await started.end(nil, dismissalPolicy: .immediate)
    }

    @Test func contentRoundTripsThroughJSON() throws {
        let content = ActivityContent(state: Delivery.ContentState(minutesLeft: 5), staleDate: Date(timeIntervalSince1970: 1_000), relevanceScore: 2)
        let decoded = try JSONDecoder().decode(ActivityContent<Delivery.ContentState>.self, from: JSONEncoder().encode(content))
        #expect(decoded == content)
    }
}
