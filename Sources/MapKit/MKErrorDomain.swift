/// The domain of MapKit's errors.
public let MKErrorDomain = "MKErrorDomain"
