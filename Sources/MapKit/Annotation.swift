import CoreLocation
import SwiftUI

/// A view of the author's at a coordinate, placed by its `anchor` (the centre by default).
public struct Annotation<Label: View, Content: View>: MapContent, MarkListing {
    let marks: [MapMark]

    /// `content` at `coordinate`, titled `title`.
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) where Label == Text {
        marks = [MapMark(coordinate: coordinate, kind: .annotation(AnyView(content()), anchor: anchor))]
    }
}
