import Foundation
import SwiftUI
internal import WidgetArchive

/// Asks providers for placeholder, snapshot and timeline entries and prints (and
/// optionally writes) each entry's archive. Returns the number of failed requests.
@MainActor
struct ArchiveDumper {
    let widgets: [WidgetDescription]
    let options: ExtensionCommand.DumpOptions

    func run() async -> Int {
        if options.previews { return await dumpPreviews() }
        let selected = widgets.filter { options.kind == nil || $0.kind == options.kind }
        if selected.isEmpty {
            let kinds = widgets.map(\.kind).joined(separator: ", ")
            FileHandle.standardError.write(Data("error: no widget of kind \"\(options.kind ?? "")\" (kinds: \(kinds))\n".utf8))
            return 1
        }
        var failures = 0
        for widget in selected {
            let families = options.family.map { [$0] } ?? widget.supportedFamilies
            for family in families {
                if !widget.supportedFamilies.contains(family) {
                    FileHandle.standardError.write(Data("warning: \(widget.kind) does not list \(family) in supportedFamilies\n".utf8))
                }
                failures += await dump(widget, family)
            }
        }
        return failures
    }

    private func dump(_ widget: WidgetDescription, _ family: WidgetFamily) async -> Int {
        var display = DisplayEnvironment(family: family)
        display.colorScheme = options.colorScheme
        display.locale = Locale(identifier: options.localeIdentifier)
        display.timeZone = TimeZone(identifier: options.timeZoneIdentifier) ?? display.timeZone
        display.isPreview = options.isPreview
        let requestTime = Date()
        var failures = 0

        func emit(_ title: String, _ archives: [(AnyTimelineEntry, String)], placeholder: Bool = false) {
            print("== \(widget.kind) \(family) \(title)")
            for (index, (entry, name)) in archives.enumerated() {
                let archive = EntryRenderer.archive(entry, of: widget, in: display, placeholder: placeholder)
                let dated = archives.count > 1 || !placeholder
                if dated {
                    print(
                        "-- entry \(index) date=\(stamp(entry.date, requestTime))\(entry.relevance.map { " relevance=\($0.score)/\(Int($0.duration))s" } ?? "")"
                    )
                }
                let text =
                    options.relativeDates
                    ? ArchiveDump.$referenceDate.withValue(requestTime) { ArchiveDump.dump(archive) }
                    : ArchiveDump.dump(archive)
                print(text, terminator: "")
                write(archive, widget: widget, family: family, name: name)
            }
        }

        // The configuration: the widget's defaults (as a newly placed widget has them), then `--set`.
        var intent: Any?
        if let adapter = widget.configuration {
            do {
                let values = try await ConfigurationSettings.values(options.settings, adapter: adapter)
                intent = try adapter.intent(for: values)
                let shown = values.keys.sorted().map { "\($0)=\(values[$0]!.displayText)" }.joined(separator: " ")
                print("== \(widget.kind) configuration \(shown.isEmpty ? "(none set)" : shown)")
            } catch {
                report("\(error)", widget, family)
                return 1
            }
        } else if !options.settings.isEmpty {
            report("--set given, but \(widget.kind) is not configurable", widget, family)
            return 1
        }
        let context = display.providerContext
        for view in options.views {
            switch view {
            case .placeholder:
                let entry = widget.provider.placeholder(context)
                emit("placeholder", [(entry, "placeholder")], placeholder: true)
            case .snapshot:
                let gate = CompletionGate<AnyTimelineEntry>()
                widget.provider.snapshot(context, intent) { gate.complete($0) }
                if let entry = await gate.wait(timeout: options.timeout) {
                    emit("snapshot", [(entry, "snapshot")])
                } else {
                    failures += 1
                    report("getSnapshot did not call its completion within \(options.timeout)s", widget, family)
                }
                if gate.extraCalls > 0 { report("getSnapshot called its completion \(gate.extraCalls + 1) times; only the first counts", widget, family) }
            case .timeline:
                let gate = CompletionGate<AnyTimeline>()
                widget.provider.timeline(context, intent) { gate.complete($0) }
                if let timeline = await gate.wait(timeout: options.timeout) {
                    emit(
                        "timeline policy=\(policy(timeline.policy, requestTime)) entries=\(timeline.entries.count)",
                        timeline.entries.enumerated().map { ($1, "timeline-\($0)") })
                    if timeline.entries.isEmpty { print("   (no entries: the widget keeps showing its previous content)") }
                } else {
                    failures += 1
                    report("getTimeline did not call its completion within \(options.timeout)s", widget, family)
                }
                if gate.extraCalls > 0 { report("getTimeline called its completion \(gate.extraCalls + 1) times; only the first counts", widget, family) }
            }
        }
        return failures
    }

    /// Each `#Preview`'s entries (filtered by kind and family), resolved in its own family.
    private func dumpPreviews() async -> Int {
        let previews = PreviewCatalog.previews.filter { preview in
            (options.kind == nil || preview.widget?.kind == options.kind) && (options.family == nil || preview.family == options.family)
        }
        if previews.isEmpty {
            FileHandle.standardError.write(
                Data("error: no #Preview\(options.kind.map { " of kind \"\($0)\"" } ?? "")\(options.family.map { " for \($0)" } ?? "")\n".utf8))
            return 1
        }
        var failures = 0
        for preview in previews {
            // A Live Activity preview has no family; `vitrine preview` draws its presentation.
            guard let family = preview.family else {
                print(
                    "== preview \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)") \(preview.kindName) \(preview.presentationName) activity at \(preview.location)"
                )
                continue
            }
            var display = DisplayEnvironment(family: family)
            display.colorScheme = options.colorScheme
            display.locale = Locale(identifier: options.localeIdentifier)
            display.timeZone = TimeZone(identifier: options.timeZoneIdentifier) ?? display.timeZone
            display.isPreview = options.isPreview
            let requestTime = Date()
            let title =
                "== preview \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)") \(preview.widget?.kind ?? preview.widgetType) \(family) \(preview.form) at \(preview.location)"
            switch await preview.timeline(in: display.providerContext, timeout: options.timeout) {
            case .failure(let failure):
                failures += 1
                print(title)
                print("!! \(failure)")
                FileHandle.standardError.write(Data("error: preview \(preview.id): \(failure)\n".utf8))
            case .success(let timeline):
                guard let widget = preview.widget else { continue }
                print(title + "\(timeline.policy.map { " policy=\(policy($0, requestTime))" } ?? "") entries=\(timeline.entries.count)")
                for warning in timeline.warnings { print("!! \(warning)") }
                for (index, entry) in timeline.entries.enumerated() {
                    let archive = EntryRenderer.archive(entry, of: widget, in: display)
                    print(
                        "-- entry \(index) date=\(stamp(entry.date, requestTime))\(entry.relevance.map { " relevance=\($0.score)/\(Int($0.duration))s" } ?? "")"
                    )
                    print(
                        options.relativeDates ? ArchiveDump.$referenceDate.withValue(requestTime) { ArchiveDump.dump(archive) } : ArchiveDump.dump(archive),
                        terminator: "")
                }
            }
        }
        return failures
    }

    private func stamp(_ date: Date, _ reference: Date) -> String {
        options.relativeDates ? ArchiveDump.$referenceDate.withValue(reference) { ArchiveDump.date(date) } : ArchiveDump.date(date)
    }

    private func policy(_ policy: TimelineReloadPolicy, _ reference: Date) -> String {
        switch policy.kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(stamp(date, reference)))"
        }
    }

    private func report(_ message: String, _ widget: WidgetDescription, _ family: WidgetFamily) {
        FileHandle.standardError.write(Data("error: \(widget.kind) \(family): \(message)\n".utf8))
        print("!! \(message)")
    }

    private func write(_ archive: ViewArchive, widget: WidgetDescription, family: WidgetFamily, name: String) {
        guard let directory = options.jsonDirectory else { return }
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(widget.kind)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("\(family)-\(options.colorScheme)-\(name).json")
            try ArchiveCodec.encode(archive, pretty: true).write(to: file)
        } catch {
            FileHandle.standardError.write(Data("error: could not write archive: \(error)\n".utf8))
        }
    }
}
