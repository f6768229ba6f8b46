/// A definition file Vitrine cannot generate code from, named down to the key.
public struct IntentDefinitionError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file.
    public var file: String
    /// Where in the file: "intent Configuration, parameter city", "enum Color", or empty for the top level.
    public var location: String
    /// The key at fault.
    public var key: String
    /// What is wrong with it.
    public var reason: String

    /// An error at `key` of `location` in `file`.
    public init(file: String, location: String, key: String, reason: String) {
        self.file = file
        self.location = location
        self.key = key
        self.reason = reason
    }

    /// `file: error: intent Configuration, parameter city: INIntentParameterType: …`, as a compiler writes it.
    public var description: String {
        let place = location.isEmpty ? "" : "\(location): "
        return "\(file): error: \(place)\(key): \(reason)"
    }
}
