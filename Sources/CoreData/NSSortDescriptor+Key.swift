import Foundation

extension NSSortDescriptor {
    /// A descriptor ordering objects by the attribute named `key`, as Apple's KVC-based initializer.
    ///
    /// swift-corelibs-foundation marks this initializer unavailable (no key-value coding); this one,
    /// declared in CoreData, is found first. The key is carried in the descriptor's key path (a
    /// subscript of `SortKeyRow`) so that `key` can read it back; fetches compare the attribute's
    /// values. `compare(_:to:)` on such a descriptor does not work on managed objects.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \SortKeyRow.[key ?? ""], ascending: ascending)
    }

    /// The attribute key of a descriptor made with `init(key:ascending:)`, nil for one made from
    /// a Swift key path.
    public var key: String? {
        guard let path = keyPath as? KeyPath<SortKeyRow, SortKeyValue> else { return nil }
        if case .key(let key) = SortKeyRow.probe[keyPath: path] { return key }
        return nil
    }
}

/// The root of the key paths that carry a sort key (public only because key paths require it).
public struct SortKeyRow: Sendable {
    static let probe = SortKeyRow()

    /// The key itself, so that the descriptor's `key` can read it back.
    public subscript(key: String) -> SortKeyValue { .key(key) }
}

/// What a `SortKeyRow` subscript gives: the key it was made with.
public enum SortKeyValue: Comparable, Sendable {
    /// The sort key.
    case key(String)
}
