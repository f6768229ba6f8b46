import Foundation

/// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "in 3 days", "yesterday"), which
/// swift-corelibs-foundation does not have. Apple's API, formatted by Foundation's own
/// `Date.AnchoredRelativeFormatStyle`; widget files see it through `import SwiftUI` or
/// `import WidgetKit` (a file that imports only Foundation does not).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether to prefer words ("yesterday") or numbers ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// Always numbers: "1 day ago".
        case numeric = 0
        /// Words where the language has them: "yesterday".
        case named = 1
    }

    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago" (numbers are written as digits here).
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago".
        case abbreviated = 3
    }

    /// Numbers or words; numbers by default, as on Apple platforms.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// Unit name length; full by default.
    open var unitsStyle: UnitsStyle = .full
    /// The calendar the difference is counted in.
    open var calendar: Calendar! = .current
    /// The language of the result.
    open var locale: Locale! = .current
    /// Where the string stands in a sentence (used for capitalisation).
    open var formattingContext: Formatter.Context = .unknown

    /// A formatter with the default styles.
    public override init() { super.init() }

    /// Not supported: formatters are not archived here.
    public required init?(coder: NSCoder) { nil }

    /// `date` described relative to `referenceDate`: "2 hours ago", "in 3 days".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        style(anchor: date).format(referenceDate)
    }

    /// A difference given as components, relative to now ("in 2 days" for `day: 2`).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    /// A difference in seconds, relative to now ("in 1 minute" for 60).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// A date relative to now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func style(anchor: Date) -> Date.AnchoredRelativeFormatStyle {
        let presentation: Date.RelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full, .spellOut: units = .wide
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        let capitalization: FormatStyleCapitalizationContext =
            switch formattingContext {
            case .beginningOfSentence: .beginningOfSentence
            case .middleOfSentence: .middleOfSentence
            case .standalone: .standalone
            case .listItem: .listItem
            default: .unknown
            }
        return Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: presentation, unitsStyle: units, locale: locale ?? .current, calendar: calendar ?? .current,
            capitalizationContext: capitalization)
    }
}
