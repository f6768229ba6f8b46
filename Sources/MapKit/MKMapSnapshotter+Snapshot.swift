import Foundation
import SwiftUI

extension MKMapSnapshotter {
    /// A finished snapshot: the picture and the projection that made it.
    open class Snapshot: NSObject, @unchecked Sendable {
        /// The picture: a plain map placeholder naming the region's centre (docs/FRAMEWORKS.md).
        public let image: UIImage
        private let projection: MapProjection

        init(image: UIImage, projection: MapProjection) {
            self.image = image
            self.projection = projection
        }

        /// Where `coordinate` falls in ``image``, in points from its top-left corner: Web
        /// Mercator over the region as fitted to the image, as MapKit projects. Coordinates
        /// outside the visible area give points outside the image.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            projection.point(for: coordinate)
        }
    }
}
