import Foundation

/// Whether content is drawn in the light or the dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Whether the person asked for increased contrast.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// The direction text and layout run in: left to right, or right to left.
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// Why content is drawn as placeholder shapes.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Creates reasons from their bit pattern.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content is a placeholder (`redacted(reason: .placeholder)`, and the widget gallery's placeholder entry).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content is private and hidden while the device is locked (`privacySensitive()`).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content is out of date, for example while an interactive widget's intent runs.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Dynamic Type sizes, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The legacy name for Dynamic Type sizes (iOS 13), still common in widget code.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!] }
    init(_ size: DynamicTypeSize) { self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
    /// Whether this is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

/// How lines of multiline text align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The weight the person chose for text (Bold Text on or off).
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}
