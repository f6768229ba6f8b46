import AppIntents
import ExtensionProtocol
import Foundation
import Testing
import WidgetArchive

@testable import WidgetKit

/// What `Button(intent:)` and `Toggle(isOn:intent:)` archive, and how the extension makes the
/// intent again from it: only `@Parameter` values travel, and a toggle's new state becomes a
/// `SetValueIntent`'s `value`.
@MainActor @Suite struct IntentControlTests {
    final class Performed: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }
    nonisolated static let performed = Performed()

    struct StepIntent: AppIntent {
        static let title: LocalizedStringResource = "Step"
        @Parameter(title: "Step", default: 1) var step: Int
        var note = "init"
        init() {}
        init(step: Int, note: String) {
            self.step = step
            self.note = note
        }
        func perform() async throws -> some IntentResult {
            IntentControlTests.performed.add("step=\(step) note=\(note)")
            return .result()
        }
    }

    struct SwitchIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Switch"
        @Parameter(title: "On") var value: Bool
        @Parameter(title: "Name", default: "none") var name: String
        init() {}
        init(name: String) { self.name = name }
        func perform() async throws -> some IntentResult {
            IntentControlTests.performed.add("\(name)=\(value)")
            return .result()
        }
    }

    struct Controls: View {
        var body: some View {
            VStack {
                Button(intent: StepIntent(step: 3, note: "widget")) { Text("Add") }
                Toggle("Lamp", isOn: true, intent: SwitchIntent(name: "lamp"))
                Button("Plain") {}
            }
        }
    }

    struct ControlsWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "controls", provider: AsyncProvider()) { _ in Controls() }
        }
    }

    func actions(_ node: Node) -> [IntentAction] {
        var found: [IntentAction] = []
        if case .modifier(.intentAction(let action)) = node.content { found.append(action) }
        return found + node.children.flatMap(actions)
    }

    func archive() throws -> ViewArchive {
        let widget = try #require(WidgetRegistry.widgets(single: ControlsWidget()).first)
        return EntryRenderer.archive(
            AnyTimelineEntry(CountEntry(date: .distantPast, count: 1)), of: widget, in: DisplayEnvironment(family: .systemSmall), assets: nil)
    }

    @Test func controlsArchiveTheirIntentsParametersOnly() throws {
        let archive = try archive()
        // Version 7: the toggle archives both looks of its switch (Apple pre-renders both).
        #expect(archive.version == 7)
        let found = actions(archive.root)
        #expect(found.count == 2)
        let step = try #require(found.first)
        #expect(step.control == .button && step.displayName == "StepIntent")
        #expect(step.typeName == _mangledTypeName(StepIntent.self))
        #expect(step.parameters == "{\"step\":{\"integer\":3}}")  // `note` is no @Parameter
        let toggle = try #require(found.last)
        #expect(toggle.control == .toggle && toggle.isOn == true && toggle.parameters == "{\"name\":{\"string\":\"lamp\"}}")
        // Each look under its toggleLook mark, visible (opacity 1) only for the state shown: on.
        func looks(_ node: Node) -> [(isOn: Bool, opacity: Double?)] {
            var found: [(Bool, Double?)] = []
            if case .modifier(.toggleLook(let isOn)) = node.content {
                var opacity: Double?
                if case .modifier(.opacity(let value)) = node.children.first?.content { opacity = value }
                found.append((isOn, opacity))
            }
            return found + node.children.flatMap(looks)
        }
        let shown = looks(archive.root)
        #expect(shown.count == 2 && shown.contains { $0.isOn && $0.opacity == 1 } && shown.contains { !$0.isOn && $0.opacity == 0 }, "\(shown)")
        // The plain button stays inert and says why; the intent controls do not.
        let dump = ArchiveDump.dump(archive)
        #expect(dump.contains("Ignored Button"), "\(dump)")
        #expect(dump.components(separatedBy: "Ignored").count == 2, "\(dump)")
    }

    @Test func theExtensionMakesTheIntentAgainAndPerformsIt() async throws {
        let found = actions(try archive().root)
        func request(_ action: IntentAction, toggled: Bool? = nil) throws -> IntentActionRequest {
            IntentActionRequest(
                typeName: action.typeName, displayName: action.displayName,
                parameters: try JSONDecoder().decode(ConfigurationValues.self, from: Data(action.parameters.utf8)), toggledValue: toggled)
        }
        try await IntentActionRuntime.perform(try await IntentActionRuntime.makeIntent(try request(found[0])))
        // The toggle is on: a tap switches it off, and the SetValueIntent's value says so.
        try await IntentActionRuntime.perform(try await IntentActionRuntime.makeIntent(try request(found[1], toggled: false)))
        #expect(Self.performed.all.suffix(2) == ["step=3 note=init", "lamp=false"])
    }
}
