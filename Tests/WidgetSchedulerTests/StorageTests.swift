import Foundation
import Testing

@testable import WidgetScheduler

/// The compact storage underneath: the wheel-and-heap timer queue, the record's size.
@Suite struct StorageTests {
    @Test func recordFillsOneCacheLine() {
        #expect(MemoryLayout<InstanceRecord>.stride == 64)
    }

    /// The queue hands out items in time order, whether they sit in the wheel or wait in the
    /// heap beyond it, and queues past times at once.
    @Test func wakeQueueOrdersWheelAndHeapItems() {
        var queue = WakeQueue(base: 100)
        var wake: [Int32: Tick] = [:]
        // A deterministic scatter over ten days, so most items start in the heap.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for slot in Int32(0)..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let time = Tick(100 + Int64(state >> 33) % 864_000)
            wake[slot] = queue.push(time, slot)
        }
        #expect(queue.push(50, 5_000) == 100, "a past time is queued at the wheel's start")
        wake[5_000] = 100
        // Reschedule some: their first items go stale.
        for slot in Int32(0)..<200 {
            queue.retire(wake[slot]!)
            wake[slot] = queue.push(wake[slot]! + 7_200, slot)
        }
        var popped: [(Tick, Int32)] = []
        while let (time, slots) = queue.popDue(upTo: .never - 1, isLive: { wake[$1] == $0 }) {
            for slot in slots where wake[slot] == time { popped.append((time, slot)) }
        }
        #expect(popped.count == wake.count)
        #expect(zip(popped, popped.dropFirst()).allSatisfy { $0.0 <= $1.0 })
        #expect(popped.allSatisfy { wake[$0.1] == $0.0 })
        #expect(queue.minTime == nil)
    }

    /// Retiring the last live item of a bucket empties it: the queue never reports a time that
    /// holds only rescheduled items.
    @Test func retiredBucketIsNotReported() {
        var queue = WakeQueue(base: 0)
        _ = queue.push(10, 1)
        _ = queue.push(20, 2)
        queue.retire(10)
        #expect(queue.minTime == 20)
        #expect(queue.count == 1)
    }

    /// Downtime longer than the wheel: items far ahead are pulled in as the wheel turns.
    @Test func wheelTurnsPastItsSpan() {
        var queue = WakeQueue(base: 0)
        _ = queue.push(100_000, 1)
        _ = queue.push(100_001, 2)
        #expect(queue.minTime == 100_000)
        #expect(queue.popDue(upTo: 99_999, isLive: { _, _ in true }) == nil)
        let first = queue.popDue(upTo: 200_000, isLive: { _, _ in true })
        #expect(first?.time == 100_000)
        #expect(first.map { Array($0.slots) } == [1])
        #expect(queue.push(5, 3) == 100_000, "the wheel now starts at the popped time")
    }
}
