import Foundation

// Haptics as on a device without a Taptic Engine (an iPod touch, an iPad): the generators
// exist and every call is accepted, and nothing happens. This machine has no haptics, and a
// widget cannot play them anyway; code that calls them from shared app/widget helpers runs.

/// The base of UIKit's haptic feedback generators.
@MainActor
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the haptic engine; there is none, so it does nothing.
    open func prepare() {}
}

/// Impact haptics (a tap of a given weight); no effect on this machine.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }
    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of a style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact generator.
    public override convenience init() { self.init(style: .medium) }

    /// Plays the impact: nothing here, as on a device without a Taptic Engine.
    open func impactOccurred() {}
    /// Plays the impact at an intensity (0...1): nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error haptics; no effect on this machine.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Which outcome the haptic reports.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }
    /// Plays the outcome's haptic: nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Selection-change haptics; no effect on this machine.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection haptic: nothing here.
    open func selectionChanged() {}
}
