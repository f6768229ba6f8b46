import SwiftUI
import WidgetKit

@main
struct SyncedWidgetsBundle: WidgetBundle {
    var body: some Widget {
        NotesWidget()
    }
}
