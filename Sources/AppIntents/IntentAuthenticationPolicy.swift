import Foundation

/// Whether an intent may run while the device is locked.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Always.
    case alwaysAllowed
    /// Only after the person unlocks the device.
    case requiresAuthentication
    /// Only after the person unlocks this device, not a paired one.
    case requiresLocalDeviceAuthentication
}
