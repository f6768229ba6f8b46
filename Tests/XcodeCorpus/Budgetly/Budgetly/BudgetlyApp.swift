import SwiftUI

@main
struct BudgetlyApp: App {
    var body: some Scene {
        WindowGroup {
            Button("Sign in") {
                try? TokenStore.save(token: "demo-token")
            }
        }
    }
}
