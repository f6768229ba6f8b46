import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

extension ExtensionProcesses {
    /// `#Preview`s over the protocol: `describe` with `includePreviews`, then `timeline` with
    /// `preview`; and an extension that predates previews (the fixture ignores both fields).
    @Suite struct PreviewHost {
        func host() -> ExtensionHost {
            ExtensionHost(executable: Products.gameWidgets, configuration: ExtensionHostConfiguration(requestTimeout: 10, launchTimeout: 10))
        }

        func context(for preview: PreviewDescriptor) -> RequestContext {
            RequestContext(
                kind: preview.kind, family: preview.family, displaySize: WidgetDevice.default.size(of: preview.family) ?? SizeValue(width: 158, height: 158))
        }

        @Test func gameWidgetsDeclaresThreePreviews() async throws {
            let host = host()
            let previews = try await host.previews()
            #expect(previews.map(\.displayName).prefix(1) == ["Healing"])
            #expect(previews.map(\.kind) == ["com.mygame.character-detail", "com.mygame.character-detail", "com.mygame.game-status"])
            #expect(previews.map(\.family) == ["systemSmall", "accessoryCircular", "systemMedium"])
            #expect(previews.map(\.form) == ["timeline", "provider", "timeline"])
            #expect(previews.map(\.name) == ["Healing", nil, "Your turn, then waiting"])
            #expect(previews.allSatisfy { $0.id == "\($0.fileID):\($0.line)" && $0.fileID.hasPrefix("GameWidgets/") })
            #expect(previews[0].widgetType == "CharacterDetailWidget")
            await host.shutdown()
        }

        @Test func previewEntriesComeArchivedInThePreviewsFamily() async throws {
            let host = host()
            let previews = try await host.previews()
            let healing = try #require(previews.first { $0.name == "Healing" })
            let response = try await host.preview(id: healing.id, context(for: healing))
            let entries = try #require(response.entries)
            #expect(entries.count == 4)
            #expect(response.policy == nil)
            for (earlier, later) in zip(entries, entries.dropFirst()) {
                #expect(abs(later.date.timeIntervalSince(earlier.date) - 3600) < 0.001)
            }
            #expect(entries.allSatisfy { $0.archive.environment.widgetFamily == "systemSmall" })
            #expect(ArchiveDump.dump(entries[0].archive).contains("Health 25%"))
            #expect(ArchiveDump.dump(entries[3].archive).contains("Ready for battle"))

            // The provider form calls getTimeline: 50% → 100% in three hourly entries.
            let provider = try #require(previews.first { $0.form == "provider" })
            let timeline = try await host.preview(id: provider.id, context(for: provider))
            #expect(timeline.entries?.count == 3)
            #expect(timeline.policy == .atEnd)
            #expect(timeline.entries?.allSatisfy { $0.archive.environment.widgetFamily == "accessoryCircular" } == true)
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        @Test func unknownPreviewIsAnExtensionErrorAndTheProcessStays() async throws {
            let host = host()
            let previews = try await host.previews()
            do {
                _ = try await host.preview(id: "GameWidgets/Nope.swift:1", context(for: previews[0]))
                Issue.record("an unknown preview answered")
            } catch ExtensionHostError.extensionError(let error) {
                #expect(error.code == .badRequest)
                #expect(error.message.contains("no preview with id"))
            }
            #expect(await host.isRunning)
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        @Test func anExtensionThatPredatesPreviewsHasNone() async throws {
            let host = ExtensionHost(executable: Products.faultyExtension, configuration: faultyConfiguration("none"))
            #expect(try await host.previews().isEmpty)
            do {
                _ = try await host.preview(id: "x.swift:1", Contexts.faulty)
                Issue.record("an old extension was sent a preview request")
            } catch ExtensionHostError.extensionError(let error) {
                #expect(error.code == .unsupportedVersion)
            }
            #expect(await host.launches == 1)
            await host.shutdown()
        }
    }
}
