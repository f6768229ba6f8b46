internal import ExtensionProtocol
import Foundation
import SwiftUI

/// `@Parameter`: a value of an intent that a person sets, and for a widget the configuration it
/// is edited with. Its storage is this object, so a value set on it (by the runtime, through
/// `Mirror`) is what the intent reads; copies of an intent share their parameters, as on iOS.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    /// Bounds for a number parameter, `(lowerBound, upperBound)`, both included.
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

    /// How a whole-number parameter is edited.
    public enum IntControlStyle: Sendable {
        /// A text field.
        case field
        /// A stepper.
        case stepper
        /// A slider between the bounds.
        case slider
    }

    /// How a decimal parameter is edited.
    public enum DoubleControlStyle: Sendable {
        /// A text field.
        case field
        /// A slider between the bounds.
        case slider
    }

    let lock = NSLock()
    /// nil: no value (an optional reads nil, a required one traps).
    var storage: Value?
    /// A stored entity waiting for its query to bring it up to date (see `IntentRuntime.resolveEntities`).
    var pending: ConfigurationValue?
    let title: LocalizedStringResource?
    let parameterDescription: LocalizedStringResource?
    let defaultValue: Value?
    let minimum: Double?
    let maximum: Double?
    let optionsProvider: (any DynamicOptionsProvider)?

    init(
        metadataTitle title: LocalizedStringResource?, description: LocalizedStringResource?, defaultAny defaultValue: Any?,
        minimum: Double? = nil, maximum: Double? = nil, optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.title = title
        self.parameterDescription = description
        self.defaultValue = defaultValue.flatMap { $0 as? Value }
        self.minimum = minimum
        self.maximum = maximum
        self.optionsProvider = optionsProvider
        self.storage = self.defaultValue
    }

    /// The value. Reading a non-optional parameter that has none (no default, nothing
    /// configured) is a programming error, as on iOS.
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) { return value }
            if let none = (Value.self as? any OptionalValue.Type)?.noneValue as? Value { return none }
            fatalError(
                "@Parameter \(title.map { "\"\(String(localized: $0))\"" } ?? "") of type \(Value.self) has no value: give it a default or make it optional")
        }
        set {
            lock.withLock {
                storage = newValue
                pending = nil
            }
        }
    }

    /// The parameter itself (`$city`), for parameter summaries and key paths.
    public var projectedValue: IntentParameter<Value> { self }
}

// Apple's initializers, one for one; `requestValueDialog` and `inputConnectionBehavior` matter
// only to Siri and Shortcuts and are accepted and ignored.
extension IntentParameter {
    /// A parameter with a title, a description and a default.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(metadataTitle: title, description: description, defaultAny: defaultValue)
    }

    /// A parameter titled after its property name (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(metadataTitle: nil, description: description, defaultAny: defaultValue)
    }

    /// A parameter whose options `optionsProvider` computes when the person edits it.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
        self.init(metadataTitle: title, description: description, defaultAny: defaultValue, optionsProvider: optionsProvider)
    }
}

extension IntentParameter where Value.ValueType == Int {
    /// A whole-number parameter, with bounds and how it is edited.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            metadataTitle: title, description: description, defaultAny: defaultValue, minimum: inclusiveRange.map { Double($0.lowerBound) },
            maximum: inclusiveRange.map { Double($0.upperBound) })
    }

    /// A whole-number parameter with options computed by `optionsProvider`.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, controlStyle: IntControlStyle = .stepper,
        inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Int {
        self.init(
            metadataTitle: title, description: description, defaultAny: nil, minimum: inclusiveRange.map { Double($0.lowerBound) },
            maximum: inclusiveRange.map { Double($0.upperBound) }, optionsProvider: optionsProvider)
    }
}

extension IntentParameter where Value.ValueType == Double {
    /// A decimal parameter, with bounds and how it is edited.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: DoubleControlStyle = .field, inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            metadataTitle: title, description: description, defaultAny: defaultValue, minimum: inclusiveRange?.lowerBound,
            maximum: inclusiveRange?.upperBound)
    }

    /// A decimal parameter with options computed by `optionsProvider`.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, controlStyle: DoubleControlStyle = .field,
        inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Double {
        self.init(
            metadataTitle: title, description: description, defaultAny: nil, minimum: inclusiveRange?.lowerBound, maximum: inclusiveRange?.upperBound,
            optionsProvider: optionsProvider)
    }
}
