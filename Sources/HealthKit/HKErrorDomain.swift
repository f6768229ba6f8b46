/// The domain of HealthKit's errors as `NSError` reports them: Apple's global constant, which
/// code compares with `(error as NSError).domain` before it looks at the code.
public let HKErrorDomain: String = HKError.errorDomain
