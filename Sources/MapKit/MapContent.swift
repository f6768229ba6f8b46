import CoreLocation
import SwiftUI

/// Something a SwiftUI ``Map`` shows over its placeholder: markers and annotations.
public protocol MapContent {}

/// One thing drawn on the map at a coordinate.
struct MapMark {
    enum Kind {
        case marker(title: String, systemImage: String?)
        case annotation(AnyView, anchor: UnitPoint)
    }

    let coordinate: CLLocationCoordinate2D
    let kind: Kind
    var tint: Color?
}

/// Map content that lists its marks (an internal protocol, so the public one stays empty).
protocol MarkListing {
    var marks: [MapMark] { get }
}

extension MapContent {
    /// The marks of any content.
    var listedMarks: [MapMark] { (self as? MarkListing)?.marks ?? [] }

    /// Colours markers (the default is red, as Apple's).
    public func tint(_ tint: Color) -> some MapContent {
        MapContentGroup(
            marks: listedMarks.map { mark in
                var tinted = mark
                tinted.tint = tinted.tint ?? tint
                return tinted
            })
    }
}

/// Content made of other content (what ``MapContentBuilder`` builds).
public struct MapContentGroup: MapContent, MarkListing {
    let marks: [MapMark]
}

/// No content.
public struct EmptyMapContent: MapContent {
    /// Nothing.
    public init() {}
}
