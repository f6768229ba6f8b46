import Foundation
import WidgetScheduler

let minute: TimeInterval = 60
let hour: TimeInterval = 3_600
let day: TimeInterval = 86_400

/// A date in UTC, so tests read like the scenarios ("Friday 21:00").
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// Friday 14 March 2025, 09:00 UTC.
let friday = utc(2025, 3, 14, 9)

func widget(_ kind: String = "CharacterDetail", app: AppID = "com.mygame", location: Bool = false, visible: Bool = true) -> InstanceRegistration {
    InstanceRegistration(app: app, kind: kind, usesLocation: location, isVisible: visible)
}

/// A fake host on a simulated clock: runs the scheduler wake by wake, serves each reload
/// with a scripted provider at once, and keeps every action with the date it was issued.
struct SimulatedHost {
    enum Answer {
        case timeline([Date], TimelineReloadPolicy)
        case failure(String)
        /// The reload stays running (the test answers by hand, or lets it time out).
        case noAnswer
    }

    struct Step: Equatable {
        var date: Date
        var action: SchedulerAction
    }

    var scheduler: WidgetScheduler
    var now: Date
    var provider: (InstanceID, ReloadReason, Date) -> Answer

    init(policy: SchedulerPolicy = .widgetKit, start: Date, provider: @escaping (InstanceID, ReloadReason, Date) -> Answer) {
        scheduler = WidgetScheduler(policy: policy, now: start)
        now = start
        self.provider = provider
    }

    /// Every wake up to and including `end`; the clock then stands at `end`.
    @discardableResult
    mutating func run(until end: Date) -> [Step] {
        var steps: [Step] = []
        var guardCount = 0
        while let wake = scheduler.nextWakeDate(), wake <= end {
            guardCount += 1
            precondition(guardCount < 100_000, "the scheduler does not make progress")
            now = max(now, wake)
            steps += step()
        }
        now = max(now, end)
        return steps + step()
    }

    mutating func step() -> [Step] {
        let actions = scheduler.advance(to: now)
        for case .reload(let id, let reason) in actions {
            switch provider(id, reason, now) {
            case .timeline(let dates, let policy): scheduler.timelineArrived(id, entryDates: dates, policy: policy, now: now)
            case .failure(let message): scheduler.reloadFinished(id, .failure(message), now: now)
            case .noAnswer: break
            }
        }
        return actions.map { Step(date: now, action: $0) }
    }
}

extension [SimulatedHost.Step] {
    var reloads: [(date: Date, instance: InstanceID, reason: ReloadReason)] {
        compactMap { if case .reload(let id, let reason) = $0.action { (date: $0.date, instance: id, reason: reason) } else { nil } }
    }

    var shows: [(date: Date, instance: InstanceID, index: Int)] {
        compactMap { if case .showEntry(let id, let index, _) = $0.action { (date: $0.date, instance: id, index: index) } else { nil } }
    }
}

/// `count` entries `spacing` apart from `start`.
func entries(from start: Date, count: Int, every spacing: TimeInterval = hour) -> [Date] {
    (0..<count).map { start + Double($0) * spacing }
}
