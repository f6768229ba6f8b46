import Foundation
import SwiftUI

/// Options in sections, returned by a `DynamicOptionsProvider` or an `EntityQuery`.
public struct IntentItemCollection<Value>: ResultsCollection {
    /// The sections, in order.
    public var sections: [IntentItemSection<Value>]

    /// A collection of sections.
    public init(sections: [IntentItemSection<Value>]) { self.sections = sections }

    /// One untitled section of items.
    public init(items: [IntentItem<Value>]) { self.sections = [IntentItemSection(items: items)] }

    /// The values of each section.
    public var _sections: [(title: LocalizedStringResource?, items: [Value])] { sections.map { ($0.title, $0.items.map(\.value)) } }
}
