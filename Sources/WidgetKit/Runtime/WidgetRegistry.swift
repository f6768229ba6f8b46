import Foundation
import SwiftUI

/// Reads widget kinds out of a bundle or a single widget, in body order (the gallery order).
@MainActor
package enum WidgetRegistry {
    package static func widgets<B: WidgetBundle>(in bundle: B) -> [WidgetDescription] {
        flatten(bundle.body).compactMap { describe($0.body) }
    }

    package static func widgets<W: Widget>(single widget: W) -> [WidgetDescription] {
        flatten(widget).compactMap { describe($0.body) }
    }

    static func flatten(_ widget: any Widget) -> [any Widget] {
        if let container = widget as? any WidgetContainer {
            return container.containedWidgets.flatMap(flatten)
        }
        return [widget]
    }

    /// Walks modifiers and author-defined configurations down to a primitive one.
    /// nil for configurations that declare no widget (EmptyWidgetConfiguration).
    package static func describe(_ configuration: any WidgetConfiguration) -> WidgetDescription? {
        if let described = configuration as? any DescribedWidgetConfiguration {
            return described.describe()
        }
        if let limited = configuration as? LimitedAvailabilityConfiguration {
            return describe(limited.storage)
        }
        if let conditional = configuration as? any ConditionalConfiguration {
            return describe(conditional.chosenConfiguration)
        }
        guard hasBody(configuration) else { return nil }
        return describe(configuration.body)
    }

    private static func hasBody<C: WidgetConfiguration>(_ configuration: C) -> Bool {
        C.Body.self != Never.self
    }
}

@MainActor
protocol ConditionalConfiguration {
    var chosenConfiguration: any WidgetConfiguration { get }
}

extension _ConditionalWidgetConfiguration: ConditionalConfiguration {
    var chosenConfiguration: any WidgetConfiguration { chosen }
}
