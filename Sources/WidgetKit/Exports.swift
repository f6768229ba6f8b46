@_exported import Foundation
@_exported import Intents
// Widget files usually import both; WidgetKit re-exporting SwiftUI and Foundation is a
// harmless superset that also lets a file import WidgetKit alone.
@_exported import SwiftUI
