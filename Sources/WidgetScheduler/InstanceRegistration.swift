/// What the scheduler needs to know about a placed widget besides its timeline.
public struct InstanceRegistration: Hashable, Sendable, Codable {
    /// The app whose extension provides the widget.
    public var app: AppID
    /// The widget's `kind` string, as `WidgetCenter.reloadTimelines(ofKind:)` names it.
    public var kind: String
    /// Location widgets (`NSWidgetUsesLocation`) are the only ones reloaded, without charge,
    /// on a significant location change.
    public var usesLocation: Bool
    /// Hidden widgets (a Home Screen page not shown) are not reloaded; their reloads wait.
    public var isVisible: Bool

    /// A registration; not using location and visible unless given.
    public init(app: AppID, kind: String, usesLocation: Bool = false, isVisible: Bool = true) {
        self.app = app
        self.kind = kind
        self.usesLocation = usesLocation
        self.isVisible = isVisible
    }
}
