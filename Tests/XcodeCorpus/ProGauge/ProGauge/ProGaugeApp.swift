import StoreKit
import SwiftUI

@main
struct ProGaugeApp: App {
    var body: some Scene {
        WindowGroup {
            Text("ProGauge")
                .task {
                    for await update in Transaction.updates {
                        if case .verified(let transaction) = update { await transaction.finish() }
                    }
                }
        }
    }
}
