import SwiftUI
import WidgetKit

// No Info.plist in the project: found as a widget by its `@main` Widget.
@main
struct LegacyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Legacy", provider: LegacyProvider()) { _ in Text("Legacy") }
    }
}
