import Foundation
internal import WidgetArchive

/// The engine's side of `Button(intent:)` and `Toggle(isOn:intent:)`: SwiftUI cannot import
/// AppIntents (AppIntents builds on SwiftUI), so AppIntents' initializers describe the intent
/// with plain values and these package initializers archive it (`Modifier.intentAction`).
package struct _IntentActionDescription: Sendable {
    /// `_mangledTypeName` of the intent type.
    package var typeName: String
    /// `String(describing:)` of the intent type.
    package var displayName: String
    /// The `@Parameter` values as a JSON object of configuration values.
    package var parameters: String
    /// The intent's `openAppWhenRun`.
    package var opensApp: Bool

    package init(typeName: String, displayName: String, parameters: String, opensApp: Bool) {
        self.typeName = typeName; self.displayName = displayName; self.parameters = parameters; self.opensApp = opensApp
    }

    func action(_ control: IntentAction.Control, isOn: Bool? = nil) -> IntentAction {
        IntentAction(control: control, typeName: typeName, displayName: displayName, parameters: parameters, isOn: isOn, opensApp: opensApp)
    }
}

extension Button {
    /// A button whose tap performs an App Intent (AppIntents' `Button(intent:)`).
    package init(_intent intent: _IntentActionDescription, role: ButtonRole?, label: Label) {
        self.label = label
        self.role = role
        self.intent = intent
    }
}

extension Toggle {
    /// A toggle whose tap performs an App Intent with the opposite of `isOn`.
    package init(_intent intent: _IntentActionDescription, isOn: Bool, label: Label) {
        self.isOn = isOn
        self.label = label
        self.intent = intent
    }
}

/// The control's label as one node wrapped in its action: several label views are stacked
/// vertically, as the resolver holds several root views.
@MainActor
func intentControl(_ action: IntentAction, label: [ResolvedNode]) -> [ResolvedNode] {
    let child =
        label.count == 1
        ? label[0] : Node(id: "", content: .stack(StackNode(kind: .vertical, implicit: true)), children: label)
    return [Node.wrap(child, in: .intentAction(action))]
}

/// A `Toggle(isOn:intent:)` drawn as iOS's switch style draws it: the label, then the switch at
/// the trailing edge. Both looks of the switch are archived, as WidgetKit pre-renders a toggle
/// in both states: each under a `toggleLook` modifier and an opacity that shows only the look
/// of `isOn`, so the host can show the new state the moment the toggle is tapped.
@MainActor
func intentToggle<Label: View>(_ action: IntentAction, isOn: Bool, label: Label, _ context: ResolveContext) -> [ResolvedNode] {
    let drawn = HStack(spacing: 8) {
        label
        Spacer(minLength: 0)
        ZStack {
            ToggleSwitchLook(isOn: true).opacity(isOn ? 1 : 0).modifier(_ArchiveModifier(.toggleLook(isOn: true)))
            ToggleSwitchLook(isOn: false).opacity(isOn ? 0 : 1).modifier(_ArchiveModifier(.toggleLook(isOn: false)))
        }
    }
    return intentControl(action, label: context.resolve(drawn))
}

/// iOS's switch in one state: a 51 × 31 pt capsule, green when on and a light gray fill when
/// off, with a white 27 pt knob at the trailing (on) or leading (off) end.
struct ToggleSwitchLook: View {
    let isOn: Bool

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? Color.green : Color.gray.opacity(0.3))
            Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
        }
        .frame(width: 51, height: 31)
    }
}
