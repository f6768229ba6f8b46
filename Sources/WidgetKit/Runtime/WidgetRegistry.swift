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

    /// The Live Activities (`ActivityConfiguration`s) in a bundle, in body order.
    package static func activities<B: WidgetBundle>(in bundle: B) -> [ActivityDescription] {
        flatten(bundle.body).compactMap { activity($0.body) }
    }

    package static func activities<W: Widget>(single widget: W) -> [ActivityDescription] {
        flatten(widget).compactMap { activity($0.body) }
    }

    /// The configuration's Live Activity, through the same wrappers `describe` walks.
    package static func activity(_ configuration: any WidgetConfiguration) -> ActivityDescription? {
        if let activity = configuration as? any ActivityDescribedConfiguration {
            return activity.activityDescription
        }
        if let modified = configuration as? any ModifiedConfiguration {
            return activity(modified.baseConfiguration)
        }
        if let limited = configuration as? LimitedAvailabilityConfiguration {
            return activity(limited.storage)
        }
        if let conditional = configuration as? any ConditionalConfiguration {
            return activity(conditional.chosenConfiguration)
        }
        guard hasBody(configuration) else { return nil }
        return activity(configuration.body)
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

/// Configurations that are a Live Activity.
@MainActor
protocol ActivityDescribedConfiguration {
    var activityDescription: ActivityDescription { get }
}

extension ActivityConfiguration: ActivityDescribedConfiguration {
    var activityDescription: ActivityDescription { activity }
}

/// A configuration modifier's base, for finding a Live Activity beneath it.
@MainActor
protocol ModifiedConfiguration {
    var baseConfiguration: any WidgetConfiguration { get }
}

extension _ModifiedWidgetConfiguration: ModifiedConfiguration {
    var baseConfiguration: any WidgetConfiguration { base }
}

@MainActor
protocol ConditionalConfiguration {
    var chosenConfiguration: any WidgetConfiguration { get }
}

extension _ConditionalWidgetConfiguration: ConditionalConfiguration {
    var chosenConfiguration: any WidgetConfiguration { chosen }
}
