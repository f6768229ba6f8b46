// libFuzzer harness for simulation scenarios (`vitrine simulate <file>`, docs/SIMULATE.md,
// docs/FUZZING.md): the `Scenario` decoder on the fuzz input as the file's bytes. Not a
// package target: `scripts/fuzz.sh scenario` compiles it with `swiftc -sanitize=fuzzer
// -parse-as-library` together with Sources/VitrineHost/Simulation/Scenario.swift and
// Sources/HostProtocol/SystemChange.swift (the words of system-change events, which
// `vitrine system` shares) as one module.
//
// Besides crashes and hangs, it traps when an accepted scenario has a duration or an event
// time that is not a finite number (the simulator would run forever or trap converting it).

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = Data(bytes: data, count: size)
    let scenario: Scenario
    do {
        scenario = try JSONDecoder().decode(Scenario.self, from: input)
    } catch let error as DecodingError {
        _ = ScenarioError.describe(error)
        return 0
    } catch {
        return 0
    }
    func fail(_ why: String) -> Never { fatalError("accepted scenario \(why): \(String(decoding: input, as: UTF8.self))") }
    guard scenario.duration.isFinite, scenario.duration > 0 else { fail("with duration \(scenario.duration)") }
    guard scenario.start.timeIntervalSinceReferenceDate.isFinite else { fail("with start \(scenario.start)") }
    for event in scenario.events {
        if !event.at.isFinite { fail("with an event at \(event.at)") }
        // What the simulator does with a system-change event: one parser, shared with the CLI.
        if let change = try? SystemChange(name: event.action, value: event.value) {
            // Its description is what `vitrine system` prints and reads back.
            let words = change.description.split(separator: " ", maxSplits: 1).map(String.init)
            guard let again = try? SystemChange(name: words[0], value: words.count > 1 ? words[1] : nil), again == change else {
                fail("with a system change \(change) that does not read back from its description")
            }
        }
    }
    // Written out, it must not trap. (Not read back: `encode` writes whole seconds and drops
    // a fractional start, which only matters to code that writes scenarios, and none does.)
    _ = try? JSONEncoder().encode(scenario)
    return 0
}

/// With SCENARIO_FUZZER_SEEDS=<dir>, writes valid scenarios there.
@_cdecl("LLVMFuzzerInitialize")
public func scenarioFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let directory = ProcessInfo.processInfo.environment["SCENARIO_FUZZER_SEEDS"] else { return 0 }
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let seeds: [String: String] = [
        "day": #"{"start":"2026-11-23T08:00:00Z","duration":"1d","apps":["../Examples/GameApp/vitrine-app.json"],"widgets":[{"name":"status","app":"com.vitrine.examples.game","kind":"com.mygame.game-status","family":"systemMedium","page":0}],"events":[{"at":"90s","action":"reload","app":"com.vitrine.examples.game","kind":"com.mygame.game-status"},{"at":"1h30m","action":"foreground","app":"com.vitrine.examples.game"},{"at":"2026-11-23T12:00:00Z","action":"hide-page","page":0},{"at":"2.5h","action":"locale","value":"ru_RU"},{"at":"3h","action":"audio","app":"com.vitrine.examples.game","on":true}],"policy":{"dailyBudget":40,"minimumReloadInterval":300,"coalescingInterval":2}}"#,
        "fractional": #"{"start":"2026-11-23T08:00:00.250Z","duration":"0.5d","widgets":[],"events":[{"at":"15m","action":"user-reload","widget":"w"},{"at":"1d","action":"appearance","value":"dark"}]}"#,
    ]
    for (name, text) in seeds {
        _ = FileManager.default.createFile(atPath: directory + "/seed-" + name, contents: Data(text.utf8))
    }
    return 0
}
