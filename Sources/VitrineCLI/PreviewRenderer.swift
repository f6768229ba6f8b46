import AssetCatalog
import ExtensionHost
import ExtensionProtocol
import Foundation
import WidgetArchive
import WidgetRender

/// Asks the extension for one widget/family/appearance and writes its PNGs and sheet.
struct PreviewRenderer {
    let executable: URL
    let device: WidgetDevice
    let scale: Double
    /// Whether `--scale` was given (a fallback device then keeps it).
    var scaleWasGiven = false
    let displayTime: Date?
    let output: URL

    /// Returns the number of failed requests.
    func render(
        widget: WidgetDescriptor, family: String, scheme: ArchiveEnvironment.ColorScheme, views: [ExtensionRequest.Method],
        host: ExtensionHost, locale: String, timeZone: String, configuration: ConfigurationValues? = nil
    ) async -> Int {
        guard let placed = placement(family) else { return 1 }
        let (device, scale, size) = placed
        let context = RequestContext(
            kind: widget.kind, family: family, displaySize: size, colorScheme: scheme,
            localeIdentifier: locale, timeZoneIdentifier: timeZone)
        let folder = output.appendingPathComponent(widget.kind)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stem = "\(family)-\(scheme.rawValue)"
        var tiles: [ContactSheet.Tile] = []
        var policy = ""
        var failures = 0

        for view in views {
            do {
                let response = try await host.send(view, context, configuration: configuration, onLog: ExtensionLogPrinter.print)
                for warning in response.warnings { print("  ! \(widget.kind) \(family) \(view): \(warning)") }
                let entries = response.entries ?? []
                if view == .timeline {
                    policy = response.policy?.description ?? "?"
                    if entries.isEmpty { print("  \(widget.kind) \(family) timeline: no entries (the widget keeps its previous content)") }
                }
                let current = currentEntryIndex(entries)
                for (index, entry) in entries.enumerated() {
                    // A timeline entry is shown at its own date; placeholder and snapshot at the display time.
                    let shownAt = view == .timeline ? entry.date : (displayTime ?? entry.date)
                    let name = view == .timeline ? "\(stem)-timeline-\(index)-\(Self.stamp(entry.date)).png" : "\(stem)-\(view.rawValue).png"
                    let (png, diagnostics) = draw(entry.archive, at: shownAt, device: device, scale: scale)
                    let file = folder.appendingPathComponent(name)
                    try png.write(to: file)
                    print("  \(file.path)")
                    for d in diagnostics { print("    \(d)") }
                    var caption = view == .timeline ? "\(index): \(ArchiveDump.date(entry.date))" : view.rawValue
                    if let score = entry.relevanceScore { caption += "  relevance \(score)" }
                    if view == .timeline && index == current && displayTime != nil { caption += "  ● shown now" }
                    tiles.append(ContactSheet.Tile(caption: caption, png: png))
                }
            } catch {
                failures += 1
                print("  ✗ \(widget.kind) \(family) \(view): \(error)")
            }
        }
        let title =
            "\(widget.displayName.isEmpty ? widget.kind : widget.displayName) — \(family) — \(scheme.rawValue)"
            + (policy.isEmpty ? "" : " — reload policy: \(policy)")
        if let sheet = ContactSheet.compose(title: title, tiles: tiles, scale: scale, dark: scheme == .dark) {
            let file = folder.appendingPathComponent("\(stem)-sheet.png")
            try? sheet.write(to: file)
            print("  \(file.path)  (contact sheet)")
        }
        return failures
    }

    /// Renders one `#Preview` entry by entry (each at its own date, as timeline entries are)
    /// into `previews/<folder>/` with a contact sheet. Returns the number of failed requests.
    func render(
        preview: PreviewDescriptor, folder folderName: String, scheme: ArchiveEnvironment.ColorScheme,
        host: ExtensionHost, locale: String, timeZone: String
    ) async -> Int {
        guard let placed = placement(preview.family) else { return 1 }
        let (device, scale, size) = placed
        let context = RequestContext(
            kind: preview.kind, family: preview.family, displaySize: size, colorScheme: scheme,
            localeIdentifier: locale, timeZoneIdentifier: timeZone)
        let folder = output.appendingPathComponent("previews").appendingPathComponent(folderName)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stem = "\(preview.family)-\(scheme.rawValue)"
        let label = "preview \(preview.displayName)"
        let response: ExtensionResponse
        do {
            response = try await host.preview(id: preview.id, context, onLog: ExtensionLogPrinter.print)
        } catch {
            print("  ✗ \(label) (\(preview.id)): \(error)")
            return 1
        }
        for warning in response.warnings { print("  ! \(label): \(warning)") }
        let entries = response.entries ?? []
        if entries.isEmpty { print("  \(label): no entries") }
        let current = currentEntryIndex(entries)
        var tiles: [ContactSheet.Tile] = []
        for (index, entry) in entries.enumerated() {
            let (png, diagnostics) = draw(entry.archive, at: entry.date, device: device, scale: scale)
            let file = folder.appendingPathComponent("\(stem)-\(index)-\(Self.stamp(entry.date)).png")
            do {
                try png.write(to: file)
            } catch {
                print("  ✗ \(label): cannot write \(file.path): \(error)")
                return 1
            }
            print("  \(file.path)")
            for d in diagnostics { print("    \(d)") }
            var caption = "\(index): \(ArchiveDump.date(entry.date))"
            if let score = entry.relevanceScore { caption += "  relevance \(score)" }
            if index == current && displayTime != nil { caption += "  ● shown now" }
            tiles.append(ContactSheet.Tile(caption: caption, png: png))
        }
        let title =
            "#Preview \(preview.displayName) — \(preview.widgetType) — \(preview.family) — \(scheme.rawValue)"
            + (response.policy.map { " — reload policy: \($0)" } ?? "") + " — \(preview.fileID):\(preview.line)"
        if let sheet = ContactSheet.compose(title: title, tiles: tiles, scale: scale, dark: scheme == .dark) {
            let file = folder.appendingPathComponent("\(stem)-sheet.png")
            try? sheet.write(to: file)
            print("  \(file.path)  (contact sheet)")
        }
        return 0
    }

    /// A folder name per preview: its name made file-safe, or `<File>-<line>` when unnamed;
    /// the line is appended where two previews would share a folder.
    static func folderNames(_ previews: [PreviewDescriptor]) -> [String] {
        func safe(_ text: String) -> String {
            let mapped = text.unicodeScalars.map { scalar -> Character in
                CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == "." ? Character(scalar) : "-"
            }
            let collapsed = String(mapped).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
            let trimmed = collapsed.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
            return trimmed.isEmpty ? "preview" : trimmed
        }
        let base = previews.map { p in
            p.name.map(safe) ?? safe("\(((p.fileID as NSString).lastPathComponent as NSString).deletingPathExtension)-\(p.line)")
        }
        return base.enumerated().map { index, name in
            base.filter { $0 == name }.count > 1 ? "\(name)-\(previews[index].line)" : name
        }
    }

    /// The entry WidgetKit shows at the display time: the latest one dated at or before it.
    func currentEntryIndex(_ entries: [ArchivedEntry]) -> Int? {
        guard let displayTime else { return nil }
        return entries.indices.last { entries[$0].date <= displayTime } ?? (entries.isEmpty ? nil : 0)
    }

    /// The device a family is previewed on: the chosen one, or — announced, never silent —
    /// the first preset that offers the family (an iPad for extra large on an iPhone), at that
    /// device's own scale unless `--scale` was given. nil (with a message) for a family that is
    /// not an iOS family.
    func placement(_ family: String) -> (device: WidgetDevice, scale: Double, size: SizeValue)? {
        if let activity = activityPlacement(family) { return activity }
        guard let typed = WidgetFamilyName(parsing: family), let choice = self.device.previewDevice(for: typed),
            let size = choice.device.size(of: typed)
        else {
            FileHandle.standardError.write(Data("error: \(FamilyError.unknown(family))\n".utf8))
            return nil
        }
        if let announcement = choice.announcement { print("note: \(announcement)") }
        let scale = choice.device.name == device.name || scaleWasGiven ? self.scale : choice.device.scale
        return (choice.device, scale, size)
    }

    func draw(_ archive: ViewArchive, at time: Date, device: WidgetDevice, scale: Double) -> (Data, [Diagnostic]) {
        // The host's setup: what a preview shows is what the home screen will.
        let setup = RenderSetup(device: device, scale: scale, resources: .forExecutable(at: executable))
        let result = setup.pipeline(at: time).render(archive)
        return (result.data, result.diagnostics)
    }

    static func stamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd-HHmmss"
        return f.string(from: date)
    }
}

/// Runs a command, failing with its output.
enum Shell {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
        }
    }

    /// Runs `swift build`, passing its output through; when it fails, explains any missing
    /// module (BuildDiagnosis) after the compiler's own lines.
    static func build(_ arguments: [String]) throws {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build"] + arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        var output = Data()
        let reader = pipe.fileHandleForReading
        while case let chunk = reader.availableData, !chunk.isEmpty {
            FileHandle.standardOutput.write(chunk)
            output.append(chunk)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let advice = BuildDiagnosis.advice(forBuildOutput: String(decoding: output, as: UTF8.self))
            let explanation = advice.isEmpty ? "" : "\n" + advice.map { "  - \($0)" }.joined(separator: "\n")
            throw Failure(description: "swift build \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))\(explanation)")
        }
    }

    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Notices source changes by polling modification times (no inotify dependency).
final class SourceWatcher: @unchecked Sendable {
    let root: URL
    private var last: Date

    init(root: URL) {
        self.root = root
        self.last = Date.distantPast
        self.last = newest()
    }

    func changed() -> Bool {
        let current = newest()
        defer { last = current }
        return current > last
    }

    private func newest() -> Date {
        var newest = Date.distantPast
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isDirectoryKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return newest }
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "out" { walker.skipDescendants(); continue }
            guard ["swift", "json", "png", "strings", "xcstrings"].contains(url.pathExtension) else { continue }
            if let date = try? url.resourceValues(forKeys: Set(keys)).contentModificationDate, date > newest { newest = date }
        }
        return newest
    }
}
