import Foundation

public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// Why content is drawn as placeholder shapes.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Dynamic Type sizes, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The legacy name for Dynamic Type sizes (iOS 13), still common in widget code.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!] }
    init(_ size: DynamicTypeSize) { self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}
