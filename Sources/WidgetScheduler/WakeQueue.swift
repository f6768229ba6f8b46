import HeapModule

/// The timer queue. Nearly every wake falls within the hour (the next entry, a coalesced
/// batch, a throttled or timed-out reload), so those go into a timing wheel of one-second
/// buckets covering the next 4096 s: O(1) to add, retire and take. Later wakes (an `.after`
/// days ahead, a denied reload waiting for budget) wait in a `Heap` of (time, slot) packed
/// into 8 bytes, and move into the wheel as it turns. At a million instances the heap alone
/// spent most of the simulated day sifting down; the wheel made the day several times faster.
///
/// Invariant: items due before `base + wheelSize` are in the wheel, later ones in the heap.
/// Rescheduling an instance retires its old wake: in the wheel by count (a bucket whose live
/// count drops to zero is emptied, so the wheel never reports a bucket of stale items); in the
/// heap lazily (an item is live only while it matches the instance's `wake`).
struct WakeQueue: Sendable {
    static let wheelSize = 4_096
    private static let mask = wheelSize - 1

    /// Slots due at each second of [base, base + wheelSize); bucket `t & mask` holds time t.
    private var buckets: [ContiguousArray<Int32>] = Array(repeating: [], count: wheelSize)
    /// Live items per bucket (a bucket may also hold retired ones until it is emptied).
    private var live: [Int32] = Array(repeating: 0, count: wheelSize)
    /// One bit per bucket with live items, to find the next without visiting empty buckets.
    private var occupied: [UInt64] = Array(repeating: 0, count: wheelSize / 64)
    private var far = Heap<UInt64>()
    /// The wheel's first second; never after the scheduler's clock.
    private(set) var base: Tick
    /// Items held, retired ones included.
    private(set) var count = 0

    init(base: Tick) { self.base = base }

    /// Queues `slot` at `time` and returns the time it is queued under: a time already past
    /// is queued at `base` (due at once), which is what the instance's `wake` must record.
    mutating func push(_ time: Tick, _ slot: Int32) -> Tick {
        let time = max(time, base)
        if inWheel(time) {
            add(slot, at: time)
        } else {
            far.insert(Self.key(time, slot))
            count += 1
        }
        return time
    }

    /// The instance queued at `time` was rescheduled: its item there is no longer live.
    mutating func retire(_ time: Tick) {
        guard time >= base, inWheel(time) else { return }
        let index = Int(time) & Self.mask
        live[index] -= 1
        if live[index] == 0 {
            occupied[index >> 6] &= ~(1 << UInt64(index & 63))
            count -= buckets[index].count
            buckets[index].removeAll(keepingCapacity: true)
        }
    }

    /// The earliest queued time. Exact when the wheel has live items; otherwise the heap's top,
    /// which `dropStale` keeps live.
    var minTime: Tick? {
        if let offset = firstOccupiedOffset() { return base + Tick(offset) }
        return far.min.map { Self.unpack($0).time }
    }

    /// Takes out the earliest second's bucket if it is due by `now`: its slots in the order
    /// queued, retired ones included (the caller skips those whose `wake` differs).
    mutating func popDue(upTo now: Tick, isLive: (Tick, Int32) -> Bool) -> (time: Tick, slots: ContiguousArray<Int32>)? {
        while true {
            if let offset = firstOccupiedOffset() {
                let time = base + Tick(offset)
                guard time <= now else { return nil }
                turn(to: time, isLive: isLive)
                let index = Int(time) & Self.mask
                let slots = buckets[index]
                buckets[index] = []
                live[index] = 0
                occupied[index >> 6] &= ~(1 << UInt64(index & 63))
                count -= slots.count
                return (time, slots)
            }
            dropStale(isLive: isLive)
            guard let next = far.min.map({ Self.unpack($0).time }), next <= now else { return nil }
            turn(to: next, isLive: isLive)
        }
    }

    /// Pops stale items off the heap's top while the wheel is empty, so `minTime` is exact.
    mutating func dropStale(isLive: (Tick, Int32) -> Bool) {
        guard firstOccupiedOffset() == nil else { return }
        while let top = far.min.map(Self.unpack), !isLive(top.time, top.slot) {
            _ = far.popMin()
            count -= 1
        }
    }

    /// Empties the queue (before re-adding the live items).
    mutating func removeAll() {
        buckets = Array(repeating: [], count: Self.wheelSize)
        live = Array(repeating: 0, count: Self.wheelSize)
        occupied = Array(repeating: 0, count: Self.wheelSize / 64)
        far = Heap()
        count = 0
    }

    var bytes: Int {
        buckets.reduce(buckets.capacity * MemoryLayout<ContiguousArray<Int32>>.stride) { $0 + $1.capacity * 4 }
            + live.capacity * 4 + occupied.capacity * 8 + far.count * 8
    }

    private func inWheel(_ time: Tick) -> Bool { Int64(time) - Int64(base) < Int64(Self.wheelSize) }

    private mutating func add(_ slot: Int32, at time: Tick) {
        let index = Int(time) & Self.mask
        buckets[index].append(slot)
        live[index] += 1
        if live[index] == 1 { occupied[index >> 6] |= 1 << UInt64(index & 63) }
        count += 1
    }

    /// Moves the wheel's start to `time` (only over empty buckets) and pulls the heap's live
    /// items that now fall inside the wheel.
    private mutating func turn(to time: Tick, isLive: (Tick, Int32) -> Bool) {
        guard time > base else { return }
        base = time
        while let top = far.min.map(Self.unpack), inWheel(top.time) {
            _ = far.popMin()
            count -= 1
            if isLive(top.time, top.slot) { add(top.slot, at: top.time) }
        }
    }

    /// Seconds from `base` to the first bucket with live items, scanning the bitmap a word at a time.
    private func firstOccupiedOffset() -> Int? {
        let start = Int(base) & Self.mask
        let words = occupied.count
        var word = start >> 6
        var bits = occupied[word] & (~0 << UInt64(start & 63))
        for step in 0...words {
            if bits != 0 { return ((word << 6 | bits.trailingZeroBitCount) - start) & Self.mask }
            guard step < words else { break }
            word = (word + 1) % words
            bits = occupied[word]
        }
        return nil
    }

    private static func key(_ time: Tick, _ slot: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: time) ^ 0x8000_0000) << 32 | UInt64(UInt32(bitPattern: slot))
    }

    private static func unpack(_ key: UInt64) -> (time: Tick, slot: Int32) {
        (Tick(bitPattern: UInt32(truncatingIfNeeded: key >> 32) ^ 0x8000_0000), Int32(bitPattern: UInt32(truncatingIfNeeded: key)))
    }
}
