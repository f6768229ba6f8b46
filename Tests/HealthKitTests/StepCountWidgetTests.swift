import Foundation
import HealthKit
import Testing

/// HealthKit as widgets call it, on a machine that behaves like a device without health data:
/// the availability check, authorization, queries and units, with each widget's fallback asserted.
@Suite(.timeLimit(.minutes(1))) struct StepCountWidgetTests {
    /// A step-count provider written as real widgets write it: check availability, query today's
    /// sum, and show a text when HealthKit has nothing to give.
    struct StepProvider {
        let store = HKHealthStore()

        func todaysSteps() async -> String {
            guard HKHealthStore.isHealthDataAvailable() else { return "Health data unavailable" }
            return await query()
        }

        /// The query path, for widgets that skip the availability check.
        func query() async -> String {
            let type = HKQuantityType(.stepCount)
            let start = Calendar.current.startOfDay(for: Date())
            let predicate = HKQuery.predicateForSamples(withStart: start, end: Date(), options: .strictStartDate)
            return await withCheckedContinuation { continuation in
                let query = HKStatisticsQuery(quantityType: type, quantitySamplePredicate: predicate, options: .cumulativeSum) { _, result, error in
                    if let error {
                        continuation.resume(returning: "Steps unavailable: \(error.localizedDescription)")
                        return
                    }
                    let steps = result?.sumQuantity()?.doubleValue(for: .count()) ?? 0
                    continuation.resume(returning: "\(Int(steps)) steps")
                }
                store.execute(query)
            }
        }
    }

    @Test func providerFallsBackWhenHealthDataIsUnavailable() async {
        #expect(HKHealthStore.isHealthDataAvailable() == false)
        #expect(await StepProvider().todaysSteps() == "Health data unavailable")
    }

    @Test func statisticsQueryHandlerGetsTheUnavailableError() async {
        #expect(await StepProvider().query() == "Steps unavailable: Health data is unavailable on this device")
    }

    @Test func requestAuthorizationFailsWithUnavailable() async {
        let store = HKHealthStore()
        let read: Set<HKObjectType> = [HKQuantityType(.stepCount), HKObjectType.categoryType(forIdentifier: .sleepAnalysis)!]
        let outcome: (Bool, (any Error)?) = await withCheckedContinuation { continuation in
            store.requestAuthorization(toShare: nil, read: read) { granted, error in continuation.resume(returning: (granted, error)) }
        }
        #expect(outcome.0 == false)
        #expect((outcome.1 as? HKError)?.code == .errorHealthDataUnavailable)
        let nsError = outcome.1.map { $0 as NSError }
        #expect(nsError?.domain == "com.apple.healthkit")
        #expect(nsError?.code == 1)

        var caught = false
        do {
            try await store.requestAuthorization(toShare: [HKQuantityType(.activeEnergyBurned)], read: read)
        } catch HKError.errorHealthDataUnavailable {
            caught = true
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(caught)
        #expect(store.authorizationStatus(for: HKQuantityType(.stepCount)) == .notDetermined)
    }

    @Test func sampleQueryForSleepGetsTheError() async {
        let store = HKHealthStore()
        let sleep = HKCategoryType(.sleepAnalysis)
        let start = Date().addingTimeInterval(-86_400)
        let predicate = HKQuery.predicateForSamples(withStart: start, end: Date())
        let hours: String = await withCheckedContinuation { continuation in
            let query = HKSampleQuery(sampleType: sleep, predicate: predicate, limit: HKObjectQueryNoLimit, sortDescriptors: nil) { _, samples, error in
                guard error == nil, let samples = samples as? [HKCategorySample] else {
                    continuation.resume(returning: "--")
                    return
                }
                let asleep = samples.filter { $0.value != HKCategoryValueSleepAnalysis.inBed.rawValue }
                let seconds = asleep.reduce(0) { $0 + $1.endDate.timeIntervalSince($1.startDate) }
                continuation.resume(returning: String(format: "%.1f h", seconds / 3600))
            }
            store.execute(query)
        }
        #expect(hours == "--")
    }

    @Test func weeklyCollectionQueryReportsTheErrorToItsInitialHandler() async {
        let store = HKHealthStore()
        let anchor = Calendar.current.startOfDay(for: Date())
        let query = HKStatisticsCollectionQuery(
            quantityType: HKQuantityType(.distanceWalkingRunning), quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: anchor,
            intervalComponents: DateComponents(day: 1))
        let days: [Double]? = await withCheckedContinuation { continuation in
            query.initialResultsHandler = { _, collection, error in
                guard let collection, error == nil else {
                    continuation.resume(returning: nil)
                    return
                }
                var values: [Double] = []
                collection.enumerateStatistics(from: anchor.addingTimeInterval(-7 * 86_400), to: Date()) { statistics, _ in
                    values.append(statistics.sumQuantity()?.doubleValue(for: .meterUnit(with: .kilo)) ?? 0)
                }
                continuation.resume(returning: values)
            }
            store.execute(query)
        }
        #expect(days == nil)
    }

    @Test func quantitiesConvertBetweenCompatibleUnits() {
        #expect(HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5.2).doubleValue(for: .meter()) == 5200)
        #expect(abs(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meter()) - 1609.344) < 1e-9)
        #expect(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .joule()) == 4184)
        let perMinute = HKUnit.count().unitDivided(by: .minute())
        #expect(HKQuantity(unit: perMinute, doubleValue: 60).doubleValue(for: HKUnit(from: "count/s")) == 1)
        #expect(HKUnit(from: "count/min") == perMinute)
        #expect(HKQuantity(unit: .count(), doubleValue: 8000).is(compatibleWith: .meter()) == false)
        #expect(HKQuantity(unit: .count(), doubleValue: 8000).description == "8000 count")
        #expect(HKQuantity(unit: .meter(), doubleValue: 900).compare(HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 1)) == .orderedAscending)
    }

    @Test func typesCompareByIdentifier() {
        #expect(HKQuantityType(.stepCount) == HKObjectType.quantityType(forIdentifier: .stepCount))
        #expect(HKQuantityType(.stepCount) != HKQuantityType(.heartRate))
        #expect(HKQuantityType(.heartRate).identifier == "HKQuantityTypeIdentifierHeartRate")
        let set: Set<HKSampleType> = [HKQuantityType(.stepCount), HKQuantityType(.stepCount), HKCategoryType(.sleepAnalysis)]
        #expect(set.count == 2)
    }

    @Test func datePredicateMatchesOverlappingOrStrictSamples() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let type = HKQuantityType(.stepCount)
        let straddling = HKQuantitySample(type: type, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: now - 60, end: now + 60)
        let inside = HKQuantitySample(type: type, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: now + 10, end: now + 20)
        let before = HKQuantitySample(type: type, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: now - 90, end: now - 30)
        let loose = HKQuery.predicateForSamples(withStart: now, end: now + 3600)
        let strict = HKQuery.predicateForSamples(withStart: now, end: now + 3600, options: [.strictStartDate, .strictEndDate])
        #expect(loose.evaluate(with: straddling))
        #expect(loose.evaluate(with: inside))
        #expect(!loose.evaluate(with: before))
        #expect(!strict.evaluate(with: straddling))
        #expect(strict.evaluate(with: inside))
    }
}
