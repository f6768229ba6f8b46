/// Names a quantity type, with Apple's raw strings.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// Apple's string for the type, such as `HKQuantityTypeIdentifierStepCount`.
    public let rawValue: String

    /// An identifier from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An identifier from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Steps taken (count).
    public static let stepCount = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierStepCount")
    /// Distance walked or run (length).
    public static let distanceWalkingRunning = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceWalkingRunning")
    /// Distance cycled (length).
    public static let distanceCycling = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceCycling")
    /// Active energy burned (energy).
    public static let activeEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierActiveEnergyBurned")
    /// Resting energy burned (energy).
    public static let basalEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBasalEnergyBurned")
    /// Heart rate (count per time).
    public static let heartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRate")
    /// Resting heart rate (count per time).
    public static let restingHeartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRestingHeartRate")
    /// Flights of stairs climbed (count).
    public static let flightsClimbed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierFlightsClimbed")
    /// Minutes of exercise (time).
    public static let appleExerciseTime = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleExerciseTime")
    /// Body mass (mass).
    public static let bodyMass = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyMass")
    /// Water drunk (volume).
    public static let dietaryWater = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryWater")
}
