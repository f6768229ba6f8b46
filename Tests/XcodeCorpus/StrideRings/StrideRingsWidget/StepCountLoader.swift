import Foundation
import HealthKit

/// Reads today's step total for the widget, or says why it cannot.
final class StepCountLoader {
    enum Outcome {
        case steps(Int)
        case unavailable
        case notAuthorized
    }

    private let healthStore = HKHealthStore()
    private let stepType = HKQuantityType(.stepCount)

    func loadTodaySteps(completion: @escaping (Outcome) -> Void) {
        // iPad and Mac have no Health database: say so instead of showing zero.
        guard HKHealthStore.isHealthDataAvailable() else {
            completion(.unavailable)
            return
        }
        healthStore.requestAuthorization(toShare: [], read: [stepType]) { [weak self] success, error in
            guard let self else { return }
            if let error {
                completion(Self.outcome(for: error))
            } else if !success {
                completion(.notAuthorized)
            } else {
                self.queryTodaySteps(completion: completion)
            }
        }
    }

    private func queryTodaySteps(completion: @escaping (Outcome) -> Void) {
        let now = Date()
        let startOfDay = Calendar.current.startOfDay(for: now)
        let predicate = HKQuery.predicateForSamples(withStart: startOfDay, end: now, options: .strictStartDate)
        let query = HKStatisticsQuery(
            quantityType: stepType,
            quantitySamplePredicate: predicate,
            options: .cumulativeSum
        ) { _, statistics, error in
            if let error {
                completion(Self.outcome(for: error))
                return
            }
            let total = statistics?.sumQuantity()?.doubleValue(for: .count()) ?? 0
            completion(.steps(Int(total)))
        }
        healthStore.execute(query)
    }

    private static func outcome(for error: Error) -> Outcome {
        let nsError = error as NSError
        if nsError.domain == HKErrorDomain, nsError.code == HKError.Code.errorHealthDataUnavailable.rawValue {
            return .unavailable
        }
        return .notAuthorized
    }
}
