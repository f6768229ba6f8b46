import CoreLocation
import SwiftUI

/// A balloon marker at a coordinate, drawn in its tint (red by default) with a white glyph.
public struct Marker<Label: View>: MapContent, MarkListing {
    let marks: [MapMark]

    /// A marker titled `title`.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) where Label == Text {
        marks = [MapMark(coordinate: coordinate, kind: .marker(title: String(title), systemImage: nil))]
    }

    /// A marker titled `title` showing an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) where Label == Text {
        marks = [MapMark(coordinate: coordinate, kind: .marker(title: String(title), systemImage: systemImage))]
    }
}
