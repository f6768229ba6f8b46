import Foundation

/// A sentence describing `status`, as Apple's (the texts are Apple's for the codes this module
/// returns); nil for a code it does not know. `reserved` must be nil.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let text: String? =
        switch status {
        case errSecSuccess: "No error."
        case errSecUnimplemented: "Function or operation not implemented."
        case errSecIO: "I/O error."
        case errSecParam: "One or more parameters passed to a function were not valid."
        case errSecAllocate: "Failed to allocate memory."
        case errSecNotAvailable: "No keychain is available. You may need to restart your computer."
        case errSecDataTooLarge: "This item contains information which is too large or in a format that cannot be displayed."
        case errSecDuplicateItem: "The specified item already exists in the keychain."
        case errSecItemNotFound: "The specified item could not be found in the keychain."
        case errSecInteractionNotAllowed: "User interaction is not allowed."
        case errSecDecode: "Unable to decode the provided data."
        case errSecMissingEntitlement: "A required entitlement isn't present."
        default: nil
        }
    return text.map { NSString(string: $0) }
}
