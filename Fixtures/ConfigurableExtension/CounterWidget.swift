import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// An interactive widget for the host's tests (kind "counter"): a Button(intent:) that adds to a
// count kept in the App Group, a Toggle(isOn:intent:) whose SetValueIntent stores the new
// state, and buttons whose perform() throws or hangs. The entry draws what the group holds, so a
// test reads the effect of a tap back from the archive the next timeline stores.

let counterGroup = "group.com.vitrine.tests.counter"

/// The widget's state, one file in the App Group container, written by perform() and read by
/// the provider.
enum CounterState {
    static var file: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: counterGroup)?.appendingPathComponent("counter.json")
    }

    static func read() -> [String: String] {
        guard let file, let data = try? Data(contentsOf: file) else { return [:] }
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    static func update(_ change: (inout [String: String]) -> Void) throws {
        guard let file else { throw CounterError("the App Group \(counterGroup) is not granted") }
        var state = read()
        change(&state)
        try JSONEncoder().encode(state).write(to: file, options: .atomic)
    }
}

struct CounterError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

struct IncrementIntent: AppIntent {
    static let title: LocalizedStringResource = "Increment"

    @Parameter(title: "Step", default: 1)
    var step: Int

    /// Not a @Parameter: not archived, so perform() sees init()'s value.
    var note = "init"

    init() {}

    init(step: Int) {
        self.step = step
        note = "widget"
    }

    func perform() async throws -> some IntentResult {
        try CounterState.update { state in
            state["count"] = String((Int(state["count"] ?? "0") ?? 0) + step)
            state["note"] = note
            state["pid"] = String(getpid())
        }
        return .result()
    }
}

struct AlarmIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Alarm"

    @Parameter(title: "On")
    var value: Bool

    @Parameter(title: "Name", default: "none")
    var name: String

    init() {}

    init(name: String) { self.name = name }

    func perform() async throws -> some IntentResult {
        try CounterState.update { $0["alarm-\(name)"] = value ? "on" : "off" }
        return .result()
    }
}

/// A toggle whose perform() waits for the test: it returns once `lamp-gate` appears in the App
/// Group (throwing if the file says "fail"), so a test sees the widget while perform() runs.
struct LampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"

    @Parameter(title: "On")
    var value: Bool

    init() {}

    func perform() async throws -> some IntentResult {
        guard let gate = CounterState.file?.deletingLastPathComponent().appendingPathComponent("lamp-gate") else {
            throw CounterError("the App Group \(counterGroup) is not granted")
        }
        for _ in 0..<160 {
            if let data = try? Data(contentsOf: gate) {
                try? FileManager.default.removeItem(at: gate)
                if String(decoding: data, as: UTF8.self) == "fail" { throw CounterError("the lamp is broken") }
                try CounterState.update { $0["lamp"] = value ? "on" : "off" }
                return .result()
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw CounterError("the lamp's gate never opened")
    }
}

struct JammedIntent: AppIntent {
    static let title: LocalizedStringResource = "Jam"
    func perform() async throws -> some IntentResult {
        // A return statement lets the compiler infer `some IntentResult`; it is never reached.
        if Bool(true) { throw CounterError("the counter is jammed") }
        return .result()
    }
}

struct HangingIntent: AppIntent {
    static let title: LocalizedStringResource = "Hang"
    func perform() async throws -> some IntentResult {
        try await Task.sleep(nanoseconds: 60_000_000_000)
        return .result()
    }
}

/// Opens the app (Vitrine delivers it as a tap on the widget's URL); its perform() never runs here.
struct OpenCounterIntent: AppIntent {
    static let title: LocalizedStringResource = "Open"
    static let openAppWhenRun = true
    func perform() async throws -> some IntentResult {
        try CounterState.update { $0["opened"] = "in the extension" }
        return .result()
    }
}

struct CounterEntry: TimelineEntry {
    let date: Date
    let state: [String: String]
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), state: [:]) }
    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {
        completion(CounterEntry(date: Date(), state: CounterState.read()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
        completion(Timeline(entries: [CounterEntry(date: Date(), state: CounterState.read())], policy: .never))
    }
}

struct CounterView: View {
    let entry: CounterEntry

    var body: some View {
        VStack(spacing: 4) {
            Text(
                "count=\(entry.state["count"] ?? "0") note=\(entry.state["note"] ?? "none") alarm=\(entry.state["alarm-wake"] ?? "off")\(entry.state["opened"].map { " opened=\($0)" } ?? "")"
            )
            .invalidatableContent()
            HStack(spacing: 8) {
                Button(intent: IncrementIntent(step: 2)) { Text("Add 2") }
                Toggle("Alarm", isOn: entry.state["alarm-wake"] == "on", intent: AlarmIntent(name: "wake"))
            }
            HStack(spacing: 8) {
                Button("Jam", intent: JammedIntent())
                Button("Hang", intent: HangingIntent())
                Button("Open", intent: OpenCounterIntent())
            }
            Toggle(isOn: entry.state["lamp"] == "on", intent: LampIntent()) { Text(verbatim: "Lamp \(entry.state["lamp"] ?? "off")") }
            Spacer()
        }
        .widgetURL(URL(string: "counter://open"))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "counter", provider: CounterProvider()) { entry in CounterView(entry: entry) }
            .configurationDisplayName("Counter")
            .supportedFamilies([.systemMedium])
    }
}
