import HealthKit
import SwiftUI

@main
struct StrideRingsApp: App {
    private let healthStore = HKHealthStore()

    var body: some Scene {
        WindowGroup {
            Text("Stride Rings")
                .task {
                    guard HKHealthStore.isHealthDataAvailable() else { return }
                    try? await healthStore.requestAuthorization(toShare: [], read: [HKQuantityType(.stepCount)])
                }
        }
    }
}
