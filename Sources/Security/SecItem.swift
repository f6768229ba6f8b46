import Foundation

/// Adds an item to the keychain. `attributes` names its class (`kSecClass`), attributes and
/// secret bytes (`kSecValueData`); without `kSecAttrAccessGroup` it goes to the process's own
/// group. Returns `errSecDuplicateItem` when the group has an item with the same primary key,
/// and `result` (when asked with `kSecReturn…`) receives the added item.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, value) = Keychain(scope: .current).add(attributes)
    if status == errSecSuccess { result?.pointee = value }
    return status
}

/// Finds items matching `query` in the groups the process may read (or the one it names):
/// `result` receives what the `kSecReturn…` keys ask for, one item or, with
/// `kSecMatchLimitAll`, an array. Returns `errSecItemNotFound` when nothing matches.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, value) = Keychain(scope: .current).copyMatching(query)
    result?.pointee = status == errSecSuccess ? value : nil
    return status
}

/// Changes every item matching `query` to have `attributesToUpdate` (attributes and/or
/// `kSecValueData`). Returns `errSecItemNotFound` when nothing matches and
/// `errSecDuplicateItem` (changing nothing) when the change would make two items alike.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain(scope: .current).update(query, attributesToUpdate)
}

/// Deletes every item matching `query`, as iOS does. Returns `errSecItemNotFound` when
/// nothing matches.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain(scope: .current).delete(query)
}
