import SwiftUI
import WidgetKit

@main
struct SipperApp: App {
    var body: some Scene {
        WindowGroup {
            Button("Reset today") {
                UserDefaults(suiteName: "group.com.example.sipper")?.removeObject(forKey: "intake")
                WidgetCenter.shared.reloadTimelines(ofKind: "SipperWidget")
            }
        }
    }
}
