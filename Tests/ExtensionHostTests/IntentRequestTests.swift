import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

extension ExtensionProcesses {
    /// `performIntent` over the extension protocol: type names that name nothing or no intent,
    /// parameters that do not fit, a perform() that fails, and an extension too old to be asked.
    @Suite struct IntentRequests {
        static let executable = Products.url("ConfigurableExtension")
        static let context = RequestContext(
            kind: "counter", family: "systemMedium", displaySize: WidgetDevice.default.size(of: "systemMedium") ?? SizeValue(width: 338, height: 158))

        func failure(_ host: ExtensionHost, _ request: IntentActionRequest) async -> ExtensionError? {
            do {
                _ = try await host.performIntent(request, context: Self.context)
                return nil
            } catch ExtensionHostError.extensionError(let error) {
                return error
            } catch {
                Issue.record("not an extension error: \(error)")
                return nil
            }
        }

        @Test func unknownTypesAndParametersThatDoNotFitAreClearErrors() async throws {
            let host = ExtensionHost(executable: Self.executable)
            let unknown = await failure(host, IntentActionRequest(typeName: "21ConfigurableExtension9NoSuchOneV", displayName: "NoSuchOne", parameters: [:]))
            #expect(unknown?.code == .unknownIntent)
            #expect(
                unknown?.message.contains("no type named NoSuchOne (21ConfigurableExtension9NoSuchOneV) in this extension") == true,
                "\(String(describing: unknown))")
            // A type that exists but is no App Intent (the counter's timeline entry).
            let entry = await failure(
                host, IntentActionRequest(typeName: "21ConfigurableExtension12CounterEntryV", displayName: "CounterEntry", parameters: [:]))
            #expect(entry?.code == .unknownIntent && entry?.message.contains("CounterEntry is not an AppIntent") == true, "\(String(describing: entry))")
            let badStep = await failure(
                host,
                IntentActionRequest(typeName: "21ConfigurableExtension15IncrementIntentV", displayName: "IncrementIntent", parameters: ["step": .string("two")])
            )
            #expect(badStep?.code == .unknownIntent, "\(String(describing: badStep))")
            #expect(
                badStep?.message.contains("the archived parameters do not fit IncrementIntent: IncrementIntent.step") == true, "\(String(describing: badStep))")
            // Without its App Group (this host grants none), perform() throws: reported, and the
            // extension goes on serving.
            let ungranted = await failure(
                host,
                IntentActionRequest(typeName: "21ConfigurableExtension15IncrementIntentV", displayName: "IncrementIntent", parameters: ["step": .integer(2)]))
            #expect(ungranted?.code == .intentFailed, "\(String(describing: ungranted))")
            #expect(ungranted?.message.contains("IncrementIntent.perform() threw: the App Group group.com.vitrine.tests.counter is not granted") == true)
            let timeline = try await host.timeline(Self.context)
            #expect(timeline.entries?.count == 1)
            await host.shutdown()
        }

        @Test func anExtensionThatPredatesInteractiveWidgetsIsNotAsked() async throws {
            let host = ExtensionHost(executable: Products.faultyExtension)
            let error = await failure(host, IntentActionRequest(typeName: "1a1bV", displayName: "B", parameters: [:]))
            #expect(error?.code == .unsupportedVersion)
            #expect(error?.message.contains("predates interactive widgets") == true, "\(String(describing: error))")
            await host.shutdown()
        }
    }
}
