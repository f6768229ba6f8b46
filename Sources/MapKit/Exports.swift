// MapKit's types are written in CoreLocation's (`MKCoordinateRegion(center: CLLocationCoordinate2D…)`),
// and Apple's MapKit brings CoreLocation with it: code that imports only MapKit uses both.
@_exported import CoreLocation
