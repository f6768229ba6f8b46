/// Where the scheduler's memory goes, in bytes (array capacities; the dictionary estimated
/// from its capacity at Swift's 3/4 maximum load).
public struct StorageFootprint: Hashable, Sendable {
    /// One instance's fixed record.
    public var recordBytes: Int
    /// All instance records.
    public var records: Int
    /// Slots of removed instances, for reuse.
    public var freeSlots: Int
    /// The id → slot dictionary.
    public var index: Int
    /// Irregular entry dates and counted-reload ledgers.
    public var pool: Int
    /// The wake heap, stale pairs included.
    public var wakeQueue: Int
    /// Pending actions and undrained flight events.
    public var buffers: Int

    /// Everything above together.
    public var total: Int { records + freeSlots + index + pool + wakeQueue + buffers }
}
