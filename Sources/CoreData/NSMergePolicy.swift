import Foundation

/// How a save resolves conflicts with changes saved by others since the objects were fetched.
///
/// Saves here write only the attributes that changed, so the last save of each attribute wins
/// under every policy; the policies exist so that setup code compiles (docs/COREDATA.md).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The policy kinds Apple defines.
    public enum MergeType: UInt, Sendable {
        /// Fail on a conflict.
        case errorMergePolicyType = 0
        /// The store's values win, attribute by attribute.
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        /// The context's values win, attribute by attribute.
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        /// The context's objects replace the store's.
        case overwriteMergePolicyType = 3
        /// The store's objects replace the context's.
        case rollbackMergePolicyType = 4
    }

    /// The policy's kind.
    public let mergeType: MergeType

    /// A policy of `type`.
    public init(merge type: MergeType) {
        mergeType = type
        super.init()
    }

    /// Fail on a conflict.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The context's values win.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The store's values win.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The context's objects replace the store's.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The store's objects replace the context's.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// Apple's global for `NSMergePolicy.error`.
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
/// Apple's global for `NSMergePolicy.mergeByPropertyObjectTrump`.
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
/// Apple's global for `NSMergePolicy.mergeByPropertyStoreTrump`.
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
/// Apple's global for `NSMergePolicy.overwrite`.
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
/// Apple's global for `NSMergePolicy.rollback`.
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
