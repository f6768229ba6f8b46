// The keys and values naming an item's class. Values are Apple's own strings, so a dictionary
// printed here reads as on iOS.

/// The key of an item's class.
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// A generic password (an app's token or secret): the class widgets use most.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// An internet password (account on a server).
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
/// A certificate: not stored here (``errSecUnimplemented``).
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key: not stored here (``errSecUnimplemented``).
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
/// An identity: not stored here (``errSecUnimplemented``).
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"
