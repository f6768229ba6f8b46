/// No error.
public let errSecSuccess: OSStatus = 0
/// No error (MacTypes' name, which `import Security` brings on Apple platforms).
public let noErr: OSStatus = 0
/// The function or operation is not implemented (here: keys, certificates and identities).
public let errSecUnimplemented: OSStatus = -4
/// An I/O error: the keychain file could not be read or written.
public let errSecIO: OSStatus = -36
/// A parameter was not valid.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The item is too large (here: the access group's file would exceed its bound).
public let errSecDataTooLarge: OSStatus = -25302
/// An item with the same primary key already exists.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matched.
public let errSecItemNotFound: OSStatus = -25300
/// User interaction is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// Data could not be decoded (here: the access group's file is corrupt).
public let errSecDecode: OSStatus = -26275
/// A required entitlement is missing (here: an access group the process was not granted).
public let errSecMissingEntitlement: OSStatus = -34018
