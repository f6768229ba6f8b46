import Foundation
import SwiftUI
import Testing

/// The Foundation formatters widgets use that swift-corelibs-foundation lacks, as a file that
/// imports both Foundation and SwiftUI sees them (SwiftUI's shadow the unavailable ones).
@Suite struct FoundationFormattersTests {
    let reference = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func relativeDates() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-3600), relativeTo: reference) == "1 hour ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(3 * 86400), relativeTo: reference) == "in 3 days")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference) == "yesterday")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-2 * 3600), relativeTo: reference) == "2 hr. ago")
        formatter.locale = Locale(identifier: "de_DE")
        formatter.unitsStyle = .full
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-3600), relativeTo: reference) == "vor 1 Stunde")
    }

    @Test func durations() {
        let formatter = DateComponentsFormatter()
        formatter.calendar?.locale = Locale(identifier: "en_US")
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3725) == "1h 2m")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3725) == "1 hour, 2 minutes")
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 3725) == "1 hr, 2 min")
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .positional
        #expect(formatter.string(from: 3725) == "1:02:05")
        #expect(formatter.string(from: 125) == "2:05")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 125) == "00:02:05")
        formatter.zeroFormattingBehavior = .default
        formatter.unitsStyle = .abbreviated
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 3725) == "1h")
        #expect(formatter.string(from: .infinity) == nil)
    }
}
