import Foundation
import Testing

@testable import WidgetArchive

/// Archive version 6: `intentAction` modifiers (Button(intent:), Toggle(isOn:intent:)), written
/// only when used, round-tripped, dumped, and refused when their type name or parameters are
/// not something the host may send back to an extension.
@Suite struct IntentActionArchiveTests {
    static let add = IntentAction(
        control: .button, typeName: "7Counter15IncrementIntentV", displayName: "IncrementIntent", parameters: "{\"step\":{\"integer\":2}}")
    static let alarm = IntentAction(
        control: .toggle, typeName: "7Counter11AlarmIntentV", displayName: "AlarmIntent", parameters: "{}", isOn: true, opensApp: true)

    static func archive(_ actions: [IntentAction] = [add, alarm]) -> ViewArchive {
        var root = Node(
            id: "", content: .stack(StackNode(kind: .vertical)),
            children: actions.map { Node.wrap(LazyGridArchiveTests.cell, .intentAction($0)) })
        SampleArchives.assignIDs(&root, "0")
        return ViewArchive(environment: ArchiveEnvironment(), root: root)
    }

    @Test func intentActionsNeedVersionSixAndRoundTrip() throws {
        let archive = Self.archive()
        #expect(ViewArchive.currentVersion >= 6)
        #expect(archive.version == 6)
        #expect(SampleArchives.everything.version == 1)
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(archive)) == archive)
        #expect(try BinaryArchive.decode(BinaryArchive.encode(archive)) == archive)
        let json = String(decoding: try ArchiveCodec.encode(archive), as: UTF8.self)
        #expect(json.contains("\"version\":6") && json.contains("\"intentAction\""), "\(json)")
    }

    @Test func aLowerVersionHoldingAnIntentActionIsRefused() throws {
        var mislabelled = Self.archive()
        mislabelled.version = 4
        #expect {
            try ArchiveCodec.decode(try ArchiveCodec.encode(mislabelled))
        } throws: { error in
            "\(error)".contains("intent actions (Button/Toggle with an App Intent), which need version 6")
        }
    }

    @Test func dumpNamesTheIntentItsParametersAndTheToggleState() {
        let dump = ArchiveDump.dump(Self.archive())
        #expect(dump.contains(".intent(button, IncrementIntent {\"step\":{\"integer\":2}})"), "\(dump)")
        #expect(dump.contains(".intent(toggle, AlarmIntent, isOn: true, opensApp)"), "\(dump)")
    }

    @Test func oversizedOrGarbageTypeNamesAndParametersAreRefused() throws {
        func refusal(_ change: (inout IntentAction) -> Void) -> String? {
            var action = Self.add
            change(&action)
            do {
                _ = try ArchiveCodec.decode(try ArchiveCodec.encode(Self.archive([action])))
                _ = try BinaryArchive.decode(BinaryArchive.encode(Self.archive([action])))
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal { _ in } == nil)
        #expect(refusal { $0.typeName = String(repeating: "A", count: 513) }?.contains("intent type name has 513 bytes") == true)
        #expect(refusal { $0.typeName = "" }?.contains("intent type name has 0 bytes") == true)
        #expect(refusal { $0.typeName = "7Counter 15Increment\n" }?.contains("printable ASCII") == true)
        #expect(refusal { $0.typeName = "7Counter\u{E9}V" }?.contains("printable ASCII") == true)
        #expect(refusal { $0.parameters = "not json" }?.contains("must be a JSON object") == true)
        #expect(refusal { $0.parameters = "[1,2]" }?.contains("must be a JSON object") == true)
        let big = "{\"s\":{\"string\":\"" + String(repeating: "x", count: IntentAction.maximumParameterBytes) + "\"}}"
        #expect(refusal { $0.parameters = big }?.contains("at most 16384 are allowed") == true)
        #expect(
            refusal {
                $0.control = .toggle; $0.isOn = nil
            }?.contains("needs isOn") == true)
    }
}
