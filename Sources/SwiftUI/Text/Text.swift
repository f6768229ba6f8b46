import Foundation
internal import WidgetArchive

/// Read-only text: verbatim, localized with interpolation, self-updating dates, inline
/// images, concatenated with `+`. Styling modifiers on Text return Text.
public struct Text: Equatable, Sendable {
    enum Piece: Sendable {
        case verbatim(String)
        /// A value formatted in the locale of the environment it is resolved in.
        case formatted(LocaleFormattedText)
        case localized(LocalizedStringKey, table: String?, bundle: String?)
        case date(DateText.Kind)
        case image(Image)
    }
    struct Run: Sendable {
        var piece: Piece
        var style: Style
    }
    var runs: [Run]

    init(piece: Piece) { self.runs = [Run(piece: piece, style: Style())] }
    init(runs: [Run]) { self.runs = runs }

    /// Text shown exactly as given, without localization.
    public init(verbatim content: String) {
        self.init(piece: .verbatim(content))
    }

    /// Text from a string, shown as given, without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(piece: .verbatim(String(content)))
    }

    /// Text looked up by key in the widget's string tables (`Localizable` unless `tableName` is given).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(piece: .localized(key, table: tableName, bundle: bundle.flatMap(Color.bundleName)))
    }

    /// Text from an attributed string's characters.
    // Disfavoured: Linux's Foundation makes `AttributedString` a string literal, and a plain
    // `Text("Full in")` must take the localized `LocalizedStringKey` form, as on Apple.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(piece: .verbatim(String(attributedContent.characters)))
    }

    /// An image inline with text, sized like the surrounding font.
    public init(_ image: Image) {
        self.init(piece: .image(image))
    }

    /// A value formatted by a `Formatter`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(piece: .verbatim(formatter.string(for: subject) ?? ""))
    }

    /// A date formatted by a `Formatter` (on Apple through the `ReferenceConvertible` form,
    /// which Linux's `Date` does not conform to).
    public init(_ date: Date, formatter: Formatter) {
        self.init(piece: .verbatim(formatter.string(for: date) ?? ""))
    }

    /// An object formatted by a `Formatter`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(piece: .verbatim(formatter.string(for: subject) ?? ""))
    }

    /// A value formatted by a `FormatStyle`.
    /// Styles that take a locale (numbers, currencies, percentages, dates) use the environment's.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        if let formatted = LocaleFormattedText(input, format: format) {
            self.init(piece: .formatted(formatted))
        } else {
            self.init(piece: .verbatim(format.format(input)))
        }
    }

    /// Whether two texts have the same pieces and styles.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        String(reflecting: lhs.runs) == String(reflecting: rhs.runs)
    }

    /// Two texts joined, each keeping its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// Where text that does not fit is cut: at the start, the end or the middle.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// A case transformation: all uppercase or all lowercase.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// How an underline or strikethrough is drawn: its pattern and color.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public struct Pattern: Hashable, Sendable {
            let archived: TextRun.LineStyle
            /// A solid line.
            public static let solid = Pattern(archived: .solid)
            /// A dotted line.
            public static let dot = Pattern(archived: .dot)
            /// A dashed line.
            public static let dash = Pattern(archived: .dash)
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(archived: .dashDot)
            /// A dash followed by two dots, repeated.
            public static let dashDotDot = Pattern(archived: .dashDotDot)
        }
        /// The line's dash pattern.
        public let pattern: Pattern
        /// The line's color; nil uses the text's color.
        public let color: Color?
        /// A line style with a pattern and color.
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        /// A single solid line in the text's color.
        public static let single = LineStyle()
    }
}

// MARK: - Dates that stay current

extension Text {
    /// How `Text(_:style:)` shows a date; `.relative`, `.offset` and `.timer` update by themselves.
    public struct DateStyle: Hashable, Sendable {
        let archived: WidgetArchive.DateText.Style
        /// The time only ("11:23 PM").
        public static let time = DateStyle(archived: .time)
        /// The date only ("June 3, 2019").
        public static let date = DateStyle(archived: .date)
        /// The time from now to the date, kept current ("2 hours, 23 minutes").
        public static let relative = DateStyle(archived: .relative)
        /// The offset from now to the date, kept current ("+2 hours").
        public static let offset = DateStyle(archived: .offset)
        /// A timer counting from or to the date, kept current ("2:32").
        public static let timer = DateStyle(archived: .timer)
    }

    /// A date shown in a style; the relative styles update by themselves.
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(piece: .date(.styled(date: date, style: style.archived)))
    }

    /// A date range ("10:00–11:00").
    public init(_ dates: ClosedRange<Date>) {
        self.init(piece: .date(.interval(start: dates.lowerBound, end: dates.upperBound)))
    }

    /// A date interval shown as a range.
    public init(_ interval: DateInterval) {
        self.init(piece: .date(.interval(start: interval.start, end: interval.end)))
    }

    /// A live timer over the range, counting down (or up), optionally paused at `pauseTime`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(
            piece: .date(
                .timer(
                    start: timerInterval.lowerBound, end: timerInterval.upperBound,
                    pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
    }
}
