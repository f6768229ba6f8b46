/// One instance's whole state in a fixed-size, reference-free record of 64 bytes (one cache
/// line's worth: a decision touches one record and little else), stored in one contiguous
/// array: no per-instance objects or arrays. Variable-length data (irregular entry dates, the
/// counted-reload ledger) lives in the scheduler's shared `SlabPool`.
struct InstanceRecord {
    struct Flags: OptionSet {
        var rawValue: UInt8
        static let registered = Flags(rawValue: 1)
        static let visible = Flags(rawValue: 2)
        static let usesLocation = Flags(rawValue: 4)
        static let inFlight = Flags(rawValue: 8)
        /// The planned reload came due (or was asked) while hidden.
        static let waitingForVisibility = Flags(rawValue: 16)
        static let hasTimeline = Flags(rawValue: 32)
        /// The planned reload is counted and was asked for (or came due) while counted reloads
        /// were held because the host could not record its budget: it has no wake-up until
        /// `holdCountedReloads(false, …)` makes it due.
        static let waitingForLedger = Flags(rawValue: 64)
        /// Restored after a restart with the entry shown before it: the host must display it
        /// again (an action), but it is no new entry, so the flight record does not repeat it.
        static let redisplay = Flags(rawValue: 128)
    }

    enum PolicyKind: UInt8 { case atEnd, after, never }

    static let noReason: UInt8 = .max
    /// Entry counts and indices are stored in 16 bits; this one means "none shown".
    static let noEntry: UInt16 = .max
    /// The most entries a timeline can have here, whatever the policy says.
    static let maxEntries = Int(UInt16.max) - 1

    var id: InstanceID = 0
    var app: Int32 = 0
    var kind: Int32 = 0
    // Entry dates. Evenly spaced timelines (the common "every N minutes") are stored as a run:
    // first date, step and count. Others keep their dates in the pool at `entrySlab`.
    var firstEntry: Tick = 0
    var entryStep: Int32 = 0
    var entrySlab: Int32 = -1
    private var storedEntryCount: UInt16 = 0
    private var storedShownIndex: UInt16 = noEntry
    /// The `.after` date of the current timeline's policy.
    var policyDate: Tick = .never
    /// The planned reload's earliest date.
    var pendingAt: Tick = .never
    var lastReload: Tick = .none
    /// The time this instance is queued under in the wake heap (older heap items are stale).
    var wake: Tick = .never
    /// Counted reload dates, oldest first, in the pool at `ledgerSlab`.
    var ledgerSlab: Int32 = -1
    /// When the oldest counted reload leaves the window (`.never` if none): until then no
    /// ledger date has expired, and the count alone is the budget used, without reading the pool.
    var ledgerExpiry: Tick = .never
    var ledgerCount: UInt16 = 0
    var ledgerClass: UInt8 = 0
    var entryClass: UInt8 = 0
    /// `ReloadCategory.rawValue` of the planned reload, or `noReason`.
    var pendingReason: UInt8 = noReason
    var policyKind: PolicyKind = .never
    var flags: Flags = []
    var failures: UInt8 = 0

    var entryCount: Int32 {
        get { Int32(storedEntryCount) }
        set { storedEntryCount = UInt16(newValue) }
    }

    /// The entry last shown, -1 for none.
    var shownIndex: Int32 {
        get { storedShownIndex == Self.noEntry ? -1 : Int32(storedShownIndex) }
        set { storedShownIndex = newValue < 0 ? Self.noEntry : UInt16(newValue) }
    }

    var isVisible: Bool { flags.contains(.visible) }
    var isInFlight: Bool { flags.contains(.inFlight) }
    var hasPending: Bool { pendingReason != Self.noReason }
    var pendingCategory: ReloadCategory? { ReloadCategory(rawValue: pendingReason) }
    var usesRegularRun: Bool { entrySlab < 0 }
}
