import Foundation
import SwiftUI
import UIKit

/// A battery row written as UIKit-minded widget code is: UIFont sizes, UIColor system colors,
/// a width from the screen and a haptic from a shared helper.
struct BatteryRow: View {
    let level: Double
    var body: some View {
        HStack {
            Text("Battery").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text("\(Int(level * 100))%").font(Font(UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .semibold)))
                .foregroundColor(Color(uiColor: .secondaryLabel))
        }
        .background(Color(UIColor.systemGray5))
    }
}

/// The same row written with SwiftUI fonts only.
struct SwiftUIBatteryRow: View {
    let level: Double
    var body: some View {
        HStack {
            Text("Battery").font(.system(size: 17, weight: .semibold))
            Text("\(Int(level * 100))%").font(.system(size: 20, weight: .semibold).monospacedDigit())
                .foregroundColor(Color(uiColor: .secondaryLabel))
        }
        .background(Color(UIColor.systemGray5))
    }
}

/// A helper shared by an app and its widget's intents, as such helpers are written.
@MainActor enum Haptics {
    static func tap() -> UIImpactFeedbackGenerator.FeedbackStyle {
        let generator = UIImpactFeedbackGenerator(style: .rigid)
        generator.prepare()
        generator.impactOccurred()
        generator.impactOccurred(intensity: 0.5)
        return generator.style
    }
    static func done() {
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        generator.notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }
}
