// Keys of queries and results: the item's bytes, what to return, how many to match.

/// The item's secret bytes (`Data`).
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// A persistent reference to an item.
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// Return the item's bytes: `Data`, or an array of them with ``kSecMatchLimitAll``.
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// Return the item's attributes: `[String: Any]` (with ``kSecValueData`` when data is asked too).
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// Return a reference to the item: passwords have no reference object, so it is ignored.
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
/// Return a persistent reference: `Data` naming the item.
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// How many items a search returns: ``kSecMatchLimitOne`` (the default), ``kSecMatchLimitAll``
/// or a number.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// Return the first match.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every match, as an array.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Use the data protection keychain on macOS; iOS always does, and so does this one.
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
