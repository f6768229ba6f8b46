import Foundation
import HealthKit
import Testing

/// `HKErrorDomain` as widgets use it: to tell HealthKit's "unavailable" from other failures.
@Suite(.timeLimit(.minutes(1))) struct HKErrorDomainTests {
    /// Written as a step widget's error mapping (Tests/XcodeCorpus/StrideRings does the same).
    static func isHealthDataUnavailable(_ error: any Error) -> Bool {
        let nsError = error as NSError
        return nsError.domain == HKErrorDomain && nsError.code == HKError.Code.errorHealthDataUnavailable.rawValue
    }

    @Test func domainIsApplesHealthKitDomain() {
        #expect(HKErrorDomain == "com.apple.healthkit")
    }

    @Test func aQueryErrorIsInTheDomain() async {
        let store = HKHealthStore()
        let error: (any Error)? = await withCheckedContinuation { continuation in
            let query = HKStatisticsQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum) { _, _, error in
                continuation.resume(returning: error)
            }
            store.execute(query)
        }
        let received = try? #require(error)
        #expect(received.map(Self.isHealthDataUnavailable) == true)
    }

    @Test func anotherDomainWithTheSameCodeIsNotHealthKit() {
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: HKError.Code.errorHealthDataUnavailable.rawValue)
        #expect(!Self.isHealthDataUnavailable(cocoa))
        #expect(!Self.isHealthDataUnavailable(HKError(.errorNoData)))
    }
}
