import Foundation

/// The errors this Core Data throws and passes to completion handlers: `NSError`s in
/// `NSCocoaErrorDomain` with Apple's codes, so code that checks `(error as NSError).code` takes
/// the same branch, and a description that says what happened and that nothing was changed.
enum CoreDataErrors {
    /// Apple's `NSFileReadNoSuchFileError`.
    static let fileReadNoSuchFile = 260
    /// Apple's `NSFileReadCorruptFileError`.
    static let fileReadCorruptFile = 259
    /// Apple's `NSPersistentStoreInvalidTypeError`.
    static let persistentStoreInvalidType = 134000
    /// Apple's `NSPersistentStoreIncompatibleSchemaError`.
    static let persistentStoreIncompatibleSchema = 134020
    /// Apple's `NSPersistentStoreSaveError`.
    static let persistentStoreSave = 134030
    /// Apple's `NSPersistentStoreOperationError`.
    static let persistentStoreOperation = 134070
    /// Apple's `NSPersistentStoreIncompatibleVersionHashError`.
    static let persistentStoreIncompatibleVersionHash = 134100
    /// Apple's `NSManagedObjectValidationError`.
    static let managedObjectValidation = 1550
    /// Apple's `NSValidationMissingMandatoryPropertyError`.
    static let validationMissingMandatoryProperty = 1570
    /// Apple's `NSCoreDataError` (an unsupported model or request).
    static let coreData = 134060

    /// An error with `code` and a description.
    static func error(_ code: Int, _ description: String, underlying: Error? = nil, extra: [String: Any] = [:]) -> NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let underlying { info[NSUnderlyingErrorKey] = underlying }
        info.merge(extra) { _, new in new }
        return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
    }

    /// The store holds a value its model cannot read.
    static func corrupt(_ what: String) -> NSError {
        error(fileReadCorruptFile, "The store cannot be read: \(what).")
    }

    /// A model or request this Core Data does not support.
    static func unsupported(_ what: String) -> NSError {
        error(coreData, "Not supported by Vitrine's Core Data: \(what). See docs/COREDATA.md.")
    }
}
