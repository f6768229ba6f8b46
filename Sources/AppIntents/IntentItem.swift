import Foundation
import SwiftUI

/// One option with how it is shown, for a `DynamicOptionsProvider` that returns sections.
public struct IntentItem<Value>: Identifiable {
    /// The value chosen when the person picks this option.
    public var value: Value
    /// The option's title.
    public var title: LocalizedStringResource
    /// A second line.
    public var subtitle: LocalizedStringResource?
    /// An image beside it.
    public var image: DisplayRepresentation.Image?
    /// The option's identity in the list.
    public let id = UUID()

    /// An option with its title.
    public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
