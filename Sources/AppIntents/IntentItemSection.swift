import Foundation
import SwiftUI

/// A titled group of options.
public struct IntentItemSection<Value> {
    /// The section's title; nil for none.
    public var title: LocalizedStringResource?
    /// The options.
    public var items: [IntentItem<Value>]

    /// A section.
    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Value>]) {
        self.title = title
        self.items = items
    }

    /// A section of plain values, each shown as it describes itself.
    public init(_ title: LocalizedStringResource? = nil, items: [Value]) {
        self.title = title
        self.items = items.map { IntentItem($0, title: LocalizedStringResource(stringLiteral: String(describing: $0))) }
    }
}
