import Foundation

/// An error from a container, context or store, saying what went wrong and where.
///
/// Equality compares the kind only (as Apple's static error values compare), so
/// `error == .loadIssueModelContainer` works; `description` carries the details.
public struct SwiftDataError: Error, Equatable, CustomStringConvertible, LocalizedError {
    enum Kind: String, Sendable {
        case loadIssueModelContainer, modelValidationFailure, unsupportedValue, configurationNotWritable, modelNotInSchema
    }
    let kind: Kind
    let detail: String

    init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The store could not be opened: missing, unreadable, not SQLite, not a SwiftData store, or
    /// its tables disagree with the models.
    public static let loadIssueModelContainer = SwiftDataError(.loadIssueModelContainer, "the store could not be loaded")
    /// A save was refused: a value could not be stored or a constraint failed.
    public static let modelValidationFailure = SwiftDataError(.modelValidationFailure, "a model could not be saved")
    /// A value could not be converted to or from its column.
    public static let unsupportedValue = SwiftDataError(.unsupportedValue, "a value could not be stored or read")
    /// `save()` on a container whose configuration has `allowsSave: false`.
    public static let configurationNotWritable = SwiftDataError(.configurationNotWritable, "the configuration does not allow saving")
    /// A fetch or insert of a model type the container's schema does not have.
    public static let modelNotInSchema = SwiftDataError(.modelNotInSchema, "the model type is not in the container's schema")

    /// Same kind of error.
    public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.kind == rhs.kind }

    /// `SwiftData (kind): detail`.
    public var description: String { "SwiftData (\(kind.rawValue)): \(detail)" }
    /// The same text as `description`.
    public var errorDescription: String? { description }
}
