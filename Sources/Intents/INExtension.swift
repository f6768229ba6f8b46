import Foundation

/// Something that returns the object that handles an intent.
public protocol INIntentHandlerProviding: AnyObject {
    /// The object that handles `intent` (it conforms to the intent's generated `…Handling`
    /// protocol); nil if no object handles it.
    func handler(for intent: INIntent) -> Any?
}

/// The principal class of an Intents extension: it hands out the handlers for its intents.
///
/// As on iOS, an author subclasses it and overrides `handler(for:)`, usually returning `self`
/// or a handler per intent class (`override func handler(for intent: INIntent) -> Any { self }`
/// is a legal override: a non-optional result is a subtype of the optional one).
open class INExtension: NSObject, INIntentHandlerProviding {
    /// An extension with no handlers until a subclass says otherwise.
    public required override init() { super.init() }

    /// The handler for `intent`; nil here, so a subclass decides.
    open func handler(for intent: INIntent) -> Any? { nil }
}

/// The principal class of the running Intents extension, for intents whose class does not name
/// one (`INIntent.principalExtensionClass`): an Intents extension built as its own executable
/// registers its class here before serving (the IntentDefinitions plugin generates that `main`).
public enum INExtensionRegistry {
    nonisolated(unsafe) private static var registered: INExtension.Type?
    nonisolated(unsafe) private static var intents: [INIntent.Type] = []
    private static let lock = NSLock()

    /// The registered principal class; nil when none is.
    public static var principalClass: INExtension.Type? { lock.withLock { registered } }
    /// The intent classes the extension handles, as registered.
    public static var supportedIntents: [INIntent.Type] { lock.withLock { intents } }

    /// Registers the extension's principal class and the intent classes it handles.
    public static func register(_ principal: INExtension.Type, intents supported: [INIntent.Type]) {
        lock.withLock {
            registered = principal
            intents = supported
        }
    }
}
