import Foundation
import Testing
import VitrineHost

/// Scenario files the scenario fuzzer (scripts/fuzz.sh scenario, docs/FUZZING.md) found
/// mishandled, kept so they stay fixed. Each was accepted, or crashed, before the fix.
@Suite struct ScenarioFuzzFindingsTests {
    func decode(start: String = "2026-11-23T08:00:00Z", duration: String = "8h", events: String = "[]") throws -> Scenario {
        let json = #"{"start":"\#(start)","duration":"\#(duration)","widgets":[],"events":\#(events)}"#
        return try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
    }

    /// Hundreds of digits made the duration infinite: a simulation that never ends.
    @Test func overflowingDurationIsRefused() throws {
        #expect(throws: DecodingError.self) { try decode(duration: String(repeating: "9", count: 400) + "d") }
        #expect(ScenarioTime.offset(String(repeating: "9", count: 400) + "s") == nil)
    }

    /// 1e20 s was accepted; writing it out trapped converting it to whole seconds.
    @Test func durationsBeyondTenYearsAreRefused() throws {
        #expect(throws: DecodingError.self) { try decode(duration: "100000000000000000000s") }
        #expect(throws: DecodingError.self) { try decode(events: #"[{"at":"99999999999h","action":"location"}]"#) }
        let scenario = try decode(duration: "3650d", events: #"[{"at":"3650d","action":"location"}]"#)
        #expect(scenario.duration == 3650 * 86_400)
        _ = try JSONEncoder().encode(scenario)
    }

    /// An event dated a year before the start (the fuzzer changed 2026 to 2025) was accepted
    /// and would have fired at the start without a word.
    @Test func eventsBeforeTheStartAreRefused() throws {
        #expect(throws: DecodingError.self) { try decode(events: #"[{"at":"2025-11-23T12:00:00Z","action":"hide-page","page":0}]"#) }
        #expect(throws: DecodingError.self) { try decode(events: #"[{"at":"4052-11-23T12:00:00Z","action":"hide-page","page":0}]"#) }
        let scenario = try decode(events: #"[{"at":"2026-11-23T12:00:00Z","action":"hide-page","page":0}]"#)
        let at = try #require(scenario.events.first?.at)
        #expect(abs(at - 4 * 3600) < 1e-6)
    }

    /// ICU read fractional seconds of ten digits a second early and trapped (SIGFPE) on
    /// about forty; `vitrine simulate` died on such a start date.
    @Test func longFractionalSecondsAreReadExactly() throws {
        let whole = try #require(ScenarioTime.date("2026-11-23T08:00:00Z"))
        for digits in [3, 10, 40, 80] {
            let text = "2026-11-23T08:00:00.25" + String(repeating: "0", count: digits - 2) + "Z"
            let date = try #require(ScenarioTime.date(text), "\(digits) digits")
            #expect(abs(date.timeIntervalSince(whole) - 0.25) < 1e-6, "\(digits) digits")
        }
        let offset = try #require(ScenarioTime.date("2026-11-23T09:00:00.5+01:00"))
        #expect(abs(offset.timeIntervalSince(whole) - 0.5) < 1e-6)
        #expect(ScenarioTime.date("2026-11-23T08:00:00.Z") == nil)
        #expect(ScenarioTime.date("2026-11-23T08:00:00.5") == nil)
    }
}
