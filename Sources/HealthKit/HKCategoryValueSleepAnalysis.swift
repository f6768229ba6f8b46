/// The values of a sleep analysis sample, with Apple's raw values.
public enum HKCategoryValueSleepAnalysis: Int, Sendable, Hashable {
    /// In bed, not necessarily asleep.
    case inBed = 0
    /// Asleep, stage not known.
    case asleepUnspecified = 1
    /// Awake during the sleep period.
    case awake = 2
    /// Core (light) sleep.
    case asleepCore = 3
    /// Deep sleep.
    case asleepDeep = 4
    /// REM sleep.
    case asleepREM = 5
}
