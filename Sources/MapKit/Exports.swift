// MapKit's types are written in CoreLocation's (`MKCoordinateRegion(center: CLLocationCoordinate2D…)`),
// and Apple's MapKit brings CoreLocation with it: code that imports only MapKit uses both.
@_exported import CoreLocation

// On iOS MapKit also brings UIKit, so `snapshot.image` is a `UIImage` without `import UIKit`.
// Only that class is re-exported: the rest of UIKit (all of SwiftUI here) would be more than
// Apple's MapKit gives.
@_exported import class SwiftUI.UIImage
