import Foundation

/// A SiriKit intent: the configuration object of an `IntentConfiguration` widget.
/// The IntentDefinitions build plugin generates subclasses of it from `.intentdefinition`
/// files, with plain stored properties instead of Objective-C `@NSManaged` ones, and with the
/// schema and by-name value access below (docs/INTENT-DEFINITIONS.md).
open class INIntent: NSObject, @unchecked Sendable {
    /// Creates an intent with every parameter unset.
    public required override init() { super.init() }
    /// An identifier of the intent; nil unless a subclass gives one.
    open var identifier: String? { nil }
    /// A description of the intent for the system; nil unless a subclass gives one.
    open var intentDescription: String? { nil }
    /// The phrase Siri suggests for running the intent.
    open var suggestedInvocationPhrase: String?
    private var images: [String: INImage] = [:]

    /// What the intent's definition says about it; nil for an intent written by hand.
    open class var schema: INIntentSchema? { nil }

    /// The `INExtension` subclass that handles this intent in the same target, as an Intents
    /// extension's `NSExtensionPrincipalClass` names it on iOS. The IntentDefinitions plugin
    /// overrides it when the target declares one; nil otherwise.
    open class var principalExtensionClass: INExtension.Type? { nil }

    /// The configured value of the parameter `name`; nil when it has none or no such parameter exists.
    open func parameterValue(named name: String) -> INParameterValue? { nil }

    /// Sets the parameter `name` (nil clears it); throws when no such parameter exists or the value does not fit it.
    open func setParameterValue(_ value: INParameterValue?, named name: String) throws {
        throw INParameterValueError(intent: String(describing: type(of: self)), parameter: name, reason: "no such parameter")
    }

    /// Attaches an image to a parameter, for the configuration UI.
    open func setImage(_ image: INImage?, forParameterNamed parameterName: String) { images[parameterName] = image }

    /// The image attached to a parameter.
    open func image(forParameterNamed parameterName: String) -> INImage? { images[parameterName] }
}

/// A custom object type in an intent definition (`INTypes`).
open class INObject: NSObject, @unchecked Sendable {
    /// The object's identifier, which the app uses to find it again.
    public let identifier: String?
    /// What the configuration UI shows for the object.
    public let displayString: String
    /// How to say `displayString`, for speech.
    public let pronunciationHint: String?
    /// A second line under `displayString`.
    public let subtitleString: String?

    /// An object with an identifier, a display string and a pronunciation hint.
    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        self.subtitleString = nil
    }

    /// An object with an identifier, a display string, a subtitle and an image (the image is not kept).
    public init(identifier: String?, display displayString: String, subtitle: String?, image: Any?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = nil
        self.subtitleString = subtitle
    }
}

/// Options offered for a dynamic intent parameter.
open class INObjectCollection<ObjectType: AnyObject>: @unchecked Sendable {
    /// The groups of options.
    public let sections: [INObjectSection<ObjectType>]
    /// Every option, across the sections.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Whether the options are listed with an alphabetical index.
    public var usesIndexedCollation = false
    /// Options in one section without a title.
    public init(items: [ObjectType]) { self.sections = [INObjectSection(title: nil, items: items)] }
    /// Options in titled sections.
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
}

/// A titled group of options for an intent parameter.
open class INObjectSection<ObjectType: AnyObject>: @unchecked Sendable {
    /// The section's title; nil for none.
    public let title: String?
    /// The options in the section.
    public let items: [ObjectType]
    /// A section with a title and options.
    public init(title: String?, items: [ObjectType]) { self.title = title; self.items = items }
}
