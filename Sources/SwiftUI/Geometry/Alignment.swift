import Foundation
package import WidgetArchive

public struct HorizontalAlignment: Equatable, Sendable {
    package let value: HorizontalAlignmentValue
    init(_ value: HorizontalAlignmentValue) { self.value = value }
    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.center)
    public static let trailing = HorizontalAlignment(.trailing)
    public static let listRowSeparatorLeading = HorizontalAlignment(.leading)
    public static let listRowSeparatorTrailing = HorizontalAlignment(.trailing)
}

public struct VerticalAlignment: Equatable, Sendable {
    package let value: VerticalAlignmentValue
    init(_ value: VerticalAlignmentValue) { self.value = value }
    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.center)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    package var archived: AlignmentValue { AlignmentValue(horizontal: horizontal.value, vertical: vertical.value) }
}
