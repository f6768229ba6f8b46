import Dispatch
import Foundation

/// The way into HealthKit, behaving as on a device without health data (an iPad before
/// iPadOS 17, a Mac): ``isHealthDataAvailable()`` is `false`, and every request and query
/// fails with ``HKError/Code/errorHealthDataUnavailable``, so a widget's own fallback runs.
public final class HKHealthStore: NSObject, @unchecked Sendable {
    /// A store; creating one is allowed even where health data is unavailable.
    public override init() {
        super.init()
    }

    /// Whether health data exists on this device: always `false` here.
    public class func isHealthDataAvailable() -> Bool { false }

    /// Whether the device can hold clinical records: always `false` here.
    public func supportsHealthRecords() -> Bool { false }

    /// The sharing permission for a type: `.notDetermined`, as no one can be asked here.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Asks for permission; `completion` receives `false` and the unavailable error, on a background queue as on Apple platforms.
    public func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        DispatchQueue.global().async {
            completion(false, HKError(.errorHealthDataUnavailable))
        }
    }

    /// Asks for permission; throws the unavailable error.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }

    /// Runs a query: its handler receives the unavailable error on a background queue.
    public func execute(_ query: HKQuery) {
        DispatchQueue.global().async {
            query.deliver(HKError(.errorHealthDataUnavailable))
        }
    }

    /// Stops a query; there is nothing running to stop here.
    public func stop(_ query: HKQuery) {}

    /// Saves a sample; `completion` receives `false` and the unavailable error.
    public func save(_ object: HKSample, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async {
            completion(false, HKError(.errorHealthDataUnavailable))
        }
    }

    /// Saves a sample; throws the unavailable error.
    public func save(_ object: HKSample) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }
}
