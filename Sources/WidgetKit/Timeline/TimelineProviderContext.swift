import Foundation

/// What WidgetKit tells a provider about the widget it is asking for.
public struct TimelineProviderContext: @unchecked Sendable {
    /// The values each environment key may take when the entry is shown
    /// (`context.environmentVariants.colorScheme` → `[.light, .dark]`).
    @dynamicMemberLookup
    public struct EnvironmentVariants: @unchecked Sendable {
        let variants: [PartialKeyPath<EnvironmentValues>: [Any]]

        /// The values the environment key at `keyPath` may take; nil when the host did not say.
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            self[keyPath]
        }

        /// The values the environment key at `keyPath` may take; nil when the host did not say.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            variants[keyPath].map { $0.compactMap { $0 as? T } }
        }

        /// No variants.
        public init() { self.variants = [:] }

        /// The variants a host renders: by default both color schemes at the default text size.
        public init(colorSchemes: [ColorScheme], dynamicTypeSizes: [DynamicTypeSize]) {
            self.variants = [\EnvironmentValues.colorScheme: colorSchemes, \EnvironmentValues.dynamicTypeSize: dynamicTypeSizes]
        }
    }

    /// The values the environment may take when the entry is shown.
    public let environmentVariants: EnvironmentVariants
    /// The family (size) of the widget asked for.
    public let family: WidgetFamily
    /// True when the snapshot is for the widget gallery: answer fast, with sample data.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    /// Builds a context, so providers can be unit-tested (Apple offers no initializer).
    public init(
        family: WidgetFamily, displaySize: CGSize? = nil, isPreview: Bool = false,
        environmentVariants: EnvironmentVariants = EnvironmentVariants(colorSchemes: [.light, .dark], dynamicTypeSizes: [.large])
    ) {
        self.family = family
        self.displaySize = displaySize ?? WidgetMetrics.defaultDevice.size(of: family)
        self.isPreview = isPreview
        self.environmentVariants = environmentVariants
    }
}
