// Attribute keys of password items, with Apple's string values.

/// The access group an item belongs to; items in an App Group's access group are shared by
/// the app and its extensions that hold the group.
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item may be read (one of the `kSecAttrAccessible…` values).
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// The account name.
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// The service a generic password belongs to.
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// A label people see.
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
/// A description people see.
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
/// A comment.
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
/// Application-defined bytes of a generic password.
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
/// When the item was created (set by the keychain).
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed (set by the keychain).
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
/// Whether the item syncs through iCloud Keychain; nothing syncs here, the flag is kept.
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
/// A query value of ``kSecAttrSynchronizable`` matching items whether they sync or not.
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
/// Whether the item is hidden from people.
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
/// The server of an internet password.
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
/// The protocol of an internet password.
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
/// The port of an internet password.
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
/// The path of an internet password.
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
/// The security domain of an internet password.
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
/// The authentication type of an internet password.
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
/// HTTPS, a value of ``kSecAttrProtocol``.
nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"
/// HTTP, a value of ``kSecAttrProtocol``.
nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"
