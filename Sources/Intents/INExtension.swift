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
    public override init() { super.init() }

    /// The handler for `intent`; nil here, so a subclass decides.
    open func handler(for intent: INIntent) -> Any? { nil }
}
