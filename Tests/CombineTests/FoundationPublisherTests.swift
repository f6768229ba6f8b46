import Combine
import Foundation
import Testing

@Suite struct FoundationPublisherTests {
    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("ScoreChanged")
        var received: [Int] = []
        let cancellable = center.publisher(for: name)
            .compactMap { $0.userInfo?["score"] as? Int }
            .sink { received.append($0) }
        center.post(name: name, object: nil, userInfo: ["score": 5])
        center.post(name: Notification.Name("Other"), object: nil, userInfo: ["score": 6])
        cancellable.cancel()
        center.post(name: name, object: nil, userInfo: ["score": 7])
        #expect(received == [5])
    }

    @Test func optionalPublisherAndAssign() {
        final class Label { var text = "" }
        let label = Label()
        var some: String? = "ready"
        let first = some.publisher.assign(to: \.text, on: label)
        #expect(label.text == "ready")
        some = nil
        var count = 0
        let second = some.publisher.sink { _ in count += 1 }
        #expect(count == 0)
        _ = (first, second)
    }

    @Test func timerPublishTicksOnItsRunLoop() async {
        final class Box: @unchecked Sendable { var done = false }
        let box = Box()
        let ticks = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            Thread.detachNewThread {
                var count = 0
                let cancellable = Timer.publish(every: 0.01, on: .current, in: .default).autoconnect().sink { _ in
                    count += 1
                    if count == 3 { box.done = true }
                }
                let deadline = Date(timeIntervalSinceNow: 10)
                while !box.done, Date() < deadline { _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.02)) }
                cancellable.cancel()
                continuation.resume(returning: count)
            }
        }
        #expect(ticks >= 3)  // the loop may fire once more before it checks `done`
    }
}
