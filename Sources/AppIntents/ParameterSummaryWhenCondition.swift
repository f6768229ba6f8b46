import Foundation

/// `When(\.$shuffle, .equalTo, true) { Summary … } otherwise: { Summary … }`: a summary that
/// depends on a parameter's value. It compiles and keeps its branches; nothing draws it here.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    /// The parameter the condition reads.
    public let parameter: PartialKeyPath<Intent>
    /// The summary when the condition holds.
    public let whenCondition: WhenCondition
    /// The summary when it does not.
    public let otherwise: Otherwise

    /// A summary for when the parameter equals (or differs from) `value`.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value.UnwrappedType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value.UnwrappedType: Equatable {
        parameter = keyPath
        whenCondition = when()
        self.otherwise = otherwise()
    }

    /// A summary for when the parameter is set (or unset).
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        parameter = keyPath
        whenCondition = when()
        self.otherwise = otherwise()
    }
}

extension ParameterSummaryWhenCondition where Otherwise == IntentParameterSummary<Intent> {
    /// A summary for when the parameter equals (or differs from) `value`, and none otherwise.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value.UnwrappedType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition
    ) where Value.UnwrappedType: Equatable {
        self.init(keyPath, comparisonOperator, value, when, otherwise: { IntentParameterSummary<Intent>() })
    }

    /// A summary for when the parameter is set (or unset), and none otherwise.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition
    ) {
        self.init(keyPath, comparisonOperator, when, otherwise: { IntentParameterSummary<Intent>() })
    }
}
