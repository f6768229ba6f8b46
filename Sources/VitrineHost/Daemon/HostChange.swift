import Foundation
import WidgetScheduler

/// What changed in the host, for live views (the web home screen, `vitrine serve`'s log).
public enum HostChange: Sendable {
    /// The instance shows entry `entry` (−1: the snapshot); its current image file is `image`.
    case shown(instance: Int64, entry: Int, image: URL)
    /// A scheduler decision, as written to the flight record.
    case flight(FlightEvent)
    case instancesChanged
    /// Widgets that show a new picture (entries due together come as one change).
    case widgets([HomeWidget])
    /// Appearance, lock, visible pages or the clock changed: home screens re-read the state.
    case settingsChanged
}
