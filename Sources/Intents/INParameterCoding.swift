import Foundation

/// Turns stored configuration values back into an intent's Swift properties; generated
/// intent classes call it, so a value of the wrong type is an error that names the parameter.
public enum INParameterCoding {
    /// One value: nil stays nil; a value `element` cannot read throws.
    public static func decode<T>(
        _ value: INParameterValue?, as type: T.Type, in owner: String, parameter: String, element: (INParameterValue) -> T?
    ) throws -> T? {
        guard let value else { return nil }
        guard let decoded = element(value) else {
            throw INParameterValueError(intent: owner, parameter: parameter, reason: "\(value) is not a \(T.self)")
        }
        return decoded
    }

    /// Several values: nil stays nil; a single value counts as one; any element `element` cannot read throws.
    public static func decodeArray<T>(
        _ value: INParameterValue?, as type: T.Type, in owner: String, parameter: String, element: (INParameterValue) -> T?
    ) throws -> [T]? {
        guard let value else { return nil }
        let items: [INParameterValue]
        if case .array(let values) = value { items = values } else { items = [value] }
        return try items.map { item in
            guard let decoded = element(item) else {
                throw INParameterValueError(intent: owner, parameter: parameter, reason: "\(item) is not a \(T.self)")
            }
            return decoded
        }
    }
}
