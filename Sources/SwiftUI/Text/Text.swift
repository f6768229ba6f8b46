import Foundation
internal import WidgetArchive

/// Read-only text: verbatim, localized with interpolation, self-updating dates, inline
/// images, concatenated with `+`. Styling modifiers on Text return Text.
public struct Text: Equatable, Sendable {
    enum Piece: Sendable {
        case verbatim(String)
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

    public init(verbatim content: String) {
        self.init(piece: .verbatim(content))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(piece: .verbatim(String(content)))
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(piece: .localized(key, table: tableName, bundle: bundle.flatMap(Color.bundleName)))
    }

    public init(_ attributedContent: AttributedString) {
        self.init(piece: .verbatim(String(attributedContent.characters)))
    }

    /// An image inline with text, sized like the surrounding font.
    public init(_ image: Image) {
        self.init(piece: .image(image))
    }

    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(piece: .verbatim(formatter.string(for: subject) ?? ""))
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(piece: .verbatim(formatter.string(for: subject) ?? ""))
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(piece: .verbatim(format.format(input)))
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        String(reflecting: lhs.runs) == String(reflecting: rhs.runs)
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let archived: TextRun.LineStyle
            public static let solid = Pattern(archived: .solid)
            public static let dot = Pattern(archived: .dot)
            public static let dash = Pattern(archived: .dash)
            public static let dashDot = Pattern(archived: .dashDot)
            public static let dashDotDot = Pattern(archived: .dashDotDot)
        }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        public static let single = LineStyle()
    }
}

// MARK: - Dates that stay current

extension Text {
    /// How `Text(_:style:)` shows a date; `.relative`, `.offset` and `.timer` update by themselves.
    public struct DateStyle: Hashable, Sendable {
        let archived: WidgetArchive.DateText.Style
        public static let time = DateStyle(archived: .time)
        public static let date = DateStyle(archived: .date)
        public static let relative = DateStyle(archived: .relative)
        public static let offset = DateStyle(archived: .offset)
        public static let timer = DateStyle(archived: .timer)
    }

    public init(_ date: Date, style: Text.DateStyle) {
        self.init(piece: .date(.styled(date: date, style: style.archived)))
    }

    public init(_ dates: ClosedRange<Date>) {
        self.init(piece: .date(.interval(start: dates.lowerBound, end: dates.upperBound)))
    }

    public init(_ interval: DateInterval) {
        self.init(piece: .date(.interval(start: interval.start, end: interval.end)))
    }

    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(piece: .date(.timer(start: timerInterval.lowerBound, end: timerInterval.upperBound,
                                      pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
    }
}
