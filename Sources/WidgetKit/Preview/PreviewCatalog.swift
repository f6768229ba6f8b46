import Foundation
import SwiftUI

/// A widget `#Preview` found in the running executable.
package struct WidgetPreview: @unchecked Sendable {
    /// `<fileID>:<line>` (plus `:<column>` when two previews share a line): stable while the
    /// file keeps its shape, and readable in listings.
    package let id: String
    package let name: String?
    package let fileID: String
    package let line: Int
    package let column: Int
    /// nil for a Live Activity preview (`presentationName` names what it shows).
    package let family: WidgetFamily?
    package let widgetType: String
    /// nil when the widget's configuration declares no widget.
    package let widget: WidgetDescription?
    package let source: _WidgetPreviewRegistration.Source

    /// `timeline` (entries from the builder), `provider`, or `intent:<IntentClass>`.
    package var form: String {
        switch source {
        case .entries: "timeline"
        case .provider(let intent, _): intent.map { "intent:\($0)" } ?? "provider"
        case .activity: "activity"
        }
    }

    /// The family (`systemSmall`) or, for a Live Activity, the presentation (`dynamicIslandCompact`).
    package var presentationName: String {
        if case .activity(let source) = source { return source.presentation.rawValue }
        return family?.description ?? ""
    }

    /// The widget's kind, or a Live Activity's attributes type; empty when there is neither.
    package var kindName: String {
        if case .activity(let source) = source { return source.attributesType }
        return widget?.kind ?? ""
    }

    package var location: String { "\(fileID):\(line)" }
}

/// A preview's entries, as a timeline request would answer them.
package struct PreviewTimeline: Sendable {
    package var entries: [AnyTimelineEntry]
    /// nil for entries from the builder: a preview has no reload policy.
    package var policy: TimelineReloadPolicy?
    package var warnings: [String]
}

package struct PreviewFailure: Error, CustomStringConvertible {
    package enum Reason: Sendable { case noWidget, timeout, wrongEntryType }
    package let reason: Reason
    package let description: String
}

/// Finds the `#Preview`s compiled into this executable. Each expansion is a C-named function
/// (`vitrine_preview_v1_<unique>_<checksum>`) returning a retained `_WidgetPreviewSite`; they
/// are read from the ELF symbol tables once, on first use, so launches that never list
/// previews pay nothing.
@MainActor
package enum PreviewCatalog {
    static let symbolPrefix = "vitrine_preview_v1_"
    private static var cached: [WidgetPreview]?

    /// In source order: by file, then line.
    package static var previews: [WidgetPreview] {
        if let cached { return cached }
        let loaded = load(sites: sites())
        cached = loaded
        return loaded
    }

    package static func preview(id: String) -> WidgetPreview? {
        previews.first { $0.id == id }
    }

    static func sites() -> [_WidgetPreviewSite] {
        typealias Register = @convention(c) () -> UnsafeMutableRawPointer
        return ExecutableSymbols.functions(withPrefix: symbolPrefix).compactMap { symbol in
            guard isRegistration(symbol.name), let pointer = UnsafeRawPointer(bitPattern: symbol.address) else { return nil }
            let register = unsafeBitCast(pointer, to: Register.self)
            return Unmanaged<_WidgetPreviewSite>.fromOpaque(register()).takeRetainedValue()
        }
    }

    /// True for names the plugin makes: prefix, unique part, `_`, FNV-1a of the unique part in
    /// 8 hex digits. Symbols the optimizer derives from ours (`…Tm` merged functions) fail.
    static func isRegistration(_ name: String) -> Bool {
        guard name.hasPrefix(symbolPrefix) else { return false }
        let rest = name.dropFirst(symbolPrefix.count)
        guard let separator = rest.lastIndex(of: "_") else { return false }
        let middle = rest[..<separator]
        let check = rest[rest.index(after: separator)...]
        return !middle.isEmpty && check == checksum(middle)
    }

    /// The same FNV-1a as PreviewsMacros' `PreviewSite.checksum`.
    static func checksum(_ text: Substring) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    static func load(sites: [_WidgetPreviewSite]) -> [WidgetPreview] {
        let ordered = sites.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        var lineCounts: [String: Int] = [:]
        for site in ordered { lineCounts["\(site.fileID):\(site.line)", default: 0] += 1 }
        return ordered.map { site in
            let registration = site.make()
            let location = "\(site.fileID):\(site.line)"
            return WidgetPreview(
                id: lineCounts[location, default: 0] > 1 ? "\(location):\(site.column)" : location,
                name: registration.name, fileID: site.fileID, line: site.line, column: site.column,
                family: registration.family, widgetType: registration.widgetType,
                widget: registration.describeWidget(), source: registration.source)
        }
    }
}

extension WidgetPreview {
    /// The entries: the builder's, or the provider's `getTimeline` for this context (waiting up
    /// to `timeout` either way), checked against the widget's entry type.
    @MainActor
    package func timeline(in context: TimelineProviderContext, timeout: TimeInterval) async -> Result<PreviewTimeline, PreviewFailure> {
        guard let widget, let family else {
            return .failure(PreviewFailure(reason: .noWidget, description: "\(widgetType) declares no widget configuration"))
        }
        var result: PreviewTimeline
        switch source {
        case .entries(let build):
            let gate = CompletionGate<[AnyTimelineEntry]>()
            Task { @MainActor in
                let entries = await build()
                gate.complete(entries.map(AnyTimelineEntry.init))
            }
            guard let entries = await gate.wait(timeout: timeout) else {
                return .failure(PreviewFailure(reason: .timeout, description: "the preview's timeline closure did not return within \(timeout) s"))
            }
            result = PreviewTimeline(entries: entries, policy: nil, warnings: [])
        case .activity:
            return .failure(PreviewFailure(reason: .noWidget, description: "a Live Activity preview has no timeline"))
        case .provider(_, let timeline):
            let gate = CompletionGate<AnyTimeline>()
            timeline(context) { gate.complete($0) }
            guard let answer = await gate.wait(timeout: timeout) else {
                return .failure(PreviewFailure(reason: .timeout, description: "getTimeline did not call its completion handler within \(timeout) s"))
            }
            result = PreviewTimeline(entries: answer.entries, policy: answer.policy, warnings: [])
            if gate.extraCalls > 0 {
                result.warnings.append("getTimeline called its completion handler \(gate.extraCalls + 1) times; only the first counts")
            }
        }
        if let index = result.entries.firstIndex(where: { !widget.provider.accepts($0) }) {
            return .failure(
                PreviewFailure(
                    reason: .wrongEntryType,
                    description:
                        "entry \(index) is a \(String(describing: type(of: result.entries[index].value))), but \(widgetType) shows \(widget.provider.entryTypeName)"
                ))
        }
        if !widget.supportedFamilies.contains(family) {
            result.warnings.append("\(widget.kind) does not list \(family) in supportedFamilies")
        }
        return .success(result)
    }
}
