import Foundation

/// A person as an intent parameter (`Person` parameters in an intent definition).
open class INPerson: NSObject, @unchecked Sendable {
    /// How the person is reached: an e-mail address, a phone number or an app's own id.
    public let personHandle: INPersonHandle?
    /// The parts of the person's name, if known.
    public let nameComponents: PersonNameComponents?
    /// The name to show.
    public let displayName: String
    /// The person's picture.
    public let image: INImage?
    /// The app's identifier for the person, such as a contact id.
    public let contactIdentifier: String?
    /// The app's own identifier for the person.
    public let customIdentifier: String?

    /// A person with a handle and the names to show.
    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?
    ) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        let fullName = [nameComponents?.givenName, nameComponents?.familyName].compactMap { $0 }.joined(separator: " ")
        self.displayName = displayName ?? (fullName.isEmpty ? personHandle.value ?? "" : fullName)
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
    }
}

/// How an `INPerson` is reached.
open class INPersonHandle: NSObject, @unchecked Sendable {
    /// The kinds of handle.
    public enum HandleType: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// An e-mail address.
        case emailAddress
        /// A phone number.
        case phoneNumber
    }

    /// The address or number; nil when unknown.
    public let value: String?
    /// What kind of handle `value` is.
    public let type: HandleType

    /// A handle of a kind.
    public init(value: String?, type: HandleType) {
        self.value = value
        self.type = type
    }
}
