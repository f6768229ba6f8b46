import Foundation

/// The result of handling an intent; generated `FooIntentResponse` classes subclass it and add
/// their own `code`.
open class INIntentResponse: NSObject, @unchecked Sendable {
    /// The activity the app continues if the response asks it to.
    open var userActivity: NSUserActivity?

    /// A response with no activity.
    public override init() { super.init() }
}

/// An activity the system hands to an app to continue (on Apple platforms part of Foundation,
/// which has no such type on Linux): a widget tap without a URL, or an intent response.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, a reverse-DNS string the app recognises.
    public let activityType: String
    /// A title a person could read.
    open var title: String?
    /// Values the app needs to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// A web page that shows the same thing.
    open var webpageURL: URL?

    /// An activity of `activityType` with no title or values.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
