import CoreLocation
import SwiftUI

/// SwiftUI's map. A widget cannot host a live map, and there are no map tiles here, so it draws
/// the snapshot placeholder (``MKMapSnapshotter``) at its size, with its markers and annotations
/// placed by the same projection. Only the initializers below exist; `Content` is always
/// ``MapPlaceholder``.
public struct Map<Content: View>: View {
    let content: Content

    /// The placeholder and its marks.
    public var body: some View { content }
}

extension Map where Content == MapPlaceholder {
    /// A map showing `initialPosition`.
    public init(initialPosition: MapCameraPosition, interactionModes: MapInteractionModes = .all) {
        content = MapPlaceholder(position: initialPosition, marks: [])
    }

    /// A map showing `initialPosition`, with markers and annotations.
    public init<C: MapContent>(
        initialPosition: MapCameraPosition, interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> C
    ) {
        self.content = MapPlaceholder(position: initialPosition, marks: content().listedMarks)
    }

    /// A map showing `position` (read once: a widget's map does not move).
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
        content = MapPlaceholder(position: position.wrappedValue, marks: [])
    }

    /// A map showing `position`, with markers and annotations.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> C
    ) {
        self.content = MapPlaceholder(position: position.wrappedValue, marks: content().listedMarks)
    }

    /// A map framing its markers and annotations.
    public init<C: MapContent>(interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> C) {
        self.content = MapPlaceholder(position: .automatic, marks: content().listedMarks)
    }

    /// The iOS 14 map of a region.
    @available(*, deprecated, message: "Use the initialPosition or position initializers")
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false) {
        content = MapPlaceholder(position: .region(coordinateRegion.wrappedValue), marks: [])
    }
}
