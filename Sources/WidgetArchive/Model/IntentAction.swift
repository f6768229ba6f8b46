import Foundation

/// What an interactive control does when tapped: a `Button(intent:)` or `Toggle(isOn:intent:)`
/// runs its App Intent's `perform()` in the widget extension (archive version 6). Only the
/// intent's type and its `@Parameter` values are kept, as Apple archives them: the extension
/// makes a new intent with `init()` and sets the parameters before it performs.
public struct IntentAction: Codable, Hashable, Sendable {
    /// Which control the action belongs to.
    public enum Control: String, Codable, Hashable, Sendable {
        /// `Button(intent:)`.
        case button
        /// `Toggle(isOn:intent:)`: a tap performs with the opposite of `isOn`.
        case toggle
    }

    /// The control the action belongs to.
    public var control: Control
    /// The intent type's mangled name (`_mangledTypeName`), which the extension resolves with
    /// `_typeByName`. At most `maximumTypeNameBytes` UTF-8 bytes.
    public var typeName: String
    /// The intent type's name as people read it (`IncrementIntent`), for messages.
    public var displayName: String
    /// The `@Parameter` values as a JSON object of configuration values (`{"step":{"integer":2}}`),
    /// at most `maximumParameterBytes` UTF-8 bytes.
    public var parameters: String
    /// For a toggle: the state the entry shows.
    public var isOn: Bool?
    /// The intent's `openAppWhenRun`: the tap opens the app instead of performing in the extension.
    public var opensApp: Bool

    /// The longest type name an archive may hold, in UTF-8 bytes (Swift's mangled names of
    /// nested generic types stay well under it).
    public static let maximumTypeNameBytes = 512
    /// The largest parameter payload an archive may hold per control, in UTF-8 bytes.
    public static let maximumParameterBytes = 16 * 1024

    /// An action from its parts.
    public init(control: Control, typeName: String, displayName: String, parameters: String, isOn: Bool? = nil, opensApp: Bool = false) {
        self.control = control; self.typeName = typeName; self.displayName = displayName; self.parameters = parameters
        self.isOn = isOn; self.opensApp = opensApp
    }
}
