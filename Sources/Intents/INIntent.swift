import Foundation

/// A SiriKit intent: the configuration object of an `IntentConfiguration` widget.
/// Vitrine's intent-definition code generator (a later step) emits subclasses of this
/// with plain stored properties instead of Objective-C `@NSManaged` ones.
open class INIntent: NSObject, @unchecked Sendable {
    public required override init() { super.init() }
    open var identifier: String? { nil }
    open var intentDescription: String? { nil }
    open var suggestedInvocationPhrase: String?
}

/// A custom object type in an intent definition (`INTypes`).
open class INObject: NSObject, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public let pronunciationHint: String?
    public let subtitleString: String?

    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        self.subtitleString = nil
    }

    public init(identifier: String?, display displayString: String, subtitle: String?, image: Any?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = nil
        self.subtitleString = subtitle
    }
}

/// Options offered for a dynamic intent parameter.
open class INObjectCollection<ObjectType: AnyObject>: @unchecked Sendable {
    public let sections: [INObjectSection<ObjectType>]
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    public var usesIndexedCollation = false
    public init(items: [ObjectType]) { self.sections = [INObjectSection(title: nil, items: items)] }
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
}

open class INObjectSection<ObjectType: AnyObject>: @unchecked Sendable {
    public let title: String?
    public let items: [ObjectType]
    public init(title: String?, items: [ObjectType]) { self.title = title; self.items = items }
}
