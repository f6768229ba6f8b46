import Foundation

extension MKMapSnapshotter {
    /// What a snapshot shows and how large it is.
    open class Options: NSObject, @unchecked Sendable {
        /// The part of the map to show; the snapshot widens it to the image's aspect ratio.
        /// Apple does not document a default; here it is the whole Mercator world.
        open var region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
            span: MKCoordinateSpan(latitudeDelta: 170.1, longitudeDelta: 360))
        /// The image size in points (Apple's default is 256 × 256).
        open var size = CGSize(width: 256, height: 256)
        /// Pixels per point of the image. Apple's default is the main screen's scale; here 2.
        open var scale: CGFloat = 2
        /// Standard, muted or satellite; decides the placeholder's colours.
        open var mapType: MKMapType = .standard
        /// Whether 3D buildings would be drawn; the placeholder has none.
        open var showsBuildings = true
        /// Which points of interest would be labelled; the placeholder has none.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// The pre-iOS 13 switch for points of interest.
        @available(*, deprecated, message: "Use pointOfInterestFilter")
        open var showsPointsOfInterest: Bool {
            get { pointOfInterestFilter.map { $0 !== MKPointOfInterestFilter.excludingAll } ?? true }
            set { pointOfInterestFilter = newValue ? nil : .excludingAll }
        }

        /// Options with Apple's defaults.
        public override init() {
            super.init()
        }
    }
}
