import Foundation

/// What resolving one intent parameter concluded; generated `…ResolutionResult` classes add
/// typed `success(with:)`, `disambiguation(with:)` and `confirmationRequired(with:)`.
open class INIntentResolutionResult: NSObject, @unchecked Sendable {
    /// The conclusion, with the values it carries.
    public enum Outcome: @unchecked Sendable {
        /// The parameter resolved to this value.
        case success(Any)
        /// The user picks one of these.
        case disambiguation([Any])
        /// The user confirms this value.
        case confirmationRequired(Any?)
        /// The parameter needs a value the user has not given.
        case needsValue
        /// The intent does not need this parameter.
        case notRequired
        /// The value given is not supported.
        case unsupported
    }

    /// The conclusion.
    public let outcome: Outcome

    /// A result with a conclusion; generated subclasses call it.
    public required init(outcome: Outcome) {
        self.outcome = outcome
        super.init()
    }

    /// The parameter needs a value.
    open class func needsValue() -> Self { Self(outcome: .needsValue) }
    /// The parameter is not required.
    open class func notRequired() -> Self { Self(outcome: .notRequired) }
    /// The value is not supported.
    open class func unsupported() -> Self { Self(outcome: .unsupported) }
}

/// The resolution of a `String` parameter.
open class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedString`.
    open class func success(with resolvedString: String) -> Self { Self(outcome: .success(resolvedString)) }
    /// The user picks one of these strings.
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self {
        Self(outcome: .disambiguation(stringsToDisambiguate))
    }
    /// The user confirms this string.
    open class func confirmationRequired(with stringToConfirm: String?) -> Self {
        Self(outcome: .confirmationRequired(stringToConfirm))
    }
}

/// The resolution of an `Integer` parameter.
open class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedValue`.
    open class func success(with resolvedValue: Int) -> Self { Self(outcome: .success(resolvedValue)) }
    /// The user confirms this value.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        Self(outcome: .confirmationRequired(valueToConfirm))
    }
}

/// The resolution of a `Boolean` parameter.
open class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedValue`.
    open class func success(with resolvedValue: Bool) -> Self { Self(outcome: .success(resolvedValue)) }
    /// The user confirms this value.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        Self(outcome: .confirmationRequired(valueToConfirm))
    }
}

/// The resolution of a `Decimal` parameter.
open class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedValue`.
    open class func success(with resolvedValue: Double) -> Self { Self(outcome: .success(resolvedValue)) }
    /// The user confirms this value.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        Self(outcome: .confirmationRequired(valueToConfirm))
    }
}

/// The resolution of a `DateComponents` parameter.
open class INDateComponentsResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedDateComponents`.
    open class func success(with resolvedDateComponents: DateComponents) -> Self {
        Self(outcome: .success(resolvedDateComponents))
    }
    /// The user picks one of these dates.
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self {
        Self(outcome: .disambiguation(dateComponentsToDisambiguate))
    }
    /// The user confirms this date.
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self {
        Self(outcome: .confirmationRequired(dateComponentsToConfirm))
    }
}

/// The resolution of a `URL` parameter.
open class INURLResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedURL`.
    open class func success(with resolvedURL: URL) -> Self { Self(outcome: .success(resolvedURL)) }
    /// The user picks one of these URLs.
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self { Self(outcome: .disambiguation(urlsToDisambiguate)) }
    /// The user confirms this URL.
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self { Self(outcome: .confirmationRequired(urlToConfirm)) }
}

/// The resolution of a `Duration` parameter.
open class INTimeIntervalResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedTimeInterval` seconds.
    open class func success(with resolvedTimeInterval: TimeInterval) -> Self { Self(outcome: .success(resolvedTimeInterval)) }
    /// The user confirms this duration.
    open class func confirmationRequired(with timeIntervalToConfirm: TimeInterval) -> Self {
        Self(outcome: .confirmationRequired(timeIntervalToConfirm))
    }
}

/// The resolution of a `Person` parameter.
open class INPersonResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedPerson`.
    open class func success(with resolvedPerson: INPerson) -> Self { Self(outcome: .success(resolvedPerson)) }
    /// The user picks one of these people.
    open class func disambiguation(with peopleToDisambiguate: [INPerson]) -> Self {
        Self(outcome: .disambiguation(peopleToDisambiguate))
    }
    /// The user confirms this person.
    open class func confirmationRequired(with personToConfirm: INPerson?) -> Self {
        Self(outcome: .confirmationRequired(personToConfirm))
    }
}

/// The resolution of a custom-type parameter; generated `FooResolutionResult`s subclass it.
open class INObjectResolutionResult: INIntentResolutionResult, @unchecked Sendable {}

/// The resolution of an enum parameter; generated `FooResolutionResult`s subclass it.
open class INEnumResolutionResult: INIntentResolutionResult, @unchecked Sendable {}
