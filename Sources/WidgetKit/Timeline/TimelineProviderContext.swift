import Foundation

/// What WidgetKit tells a provider about the widget it is asking for.
public struct TimelineProviderContext: @unchecked Sendable {
    /// The values each environment key may take when the entry is shown
    /// (`context.environmentVariants.colorScheme` → `[.light, .dark]`).
    @dynamicMemberLookup
    public struct EnvironmentVariants: @unchecked Sendable {
        let variants: [PartialKeyPath<EnvironmentValues>: [Any]]

        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            self[keyPath]
        }

        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            variants[keyPath].map { $0.compactMap { $0 as? T } }
        }

        public init() { self.variants = [:] }

        /// The variants a host renders: by default both color schemes at the default text size.
        public init(colorSchemes: [ColorScheme], dynamicTypeSizes: [DynamicTypeSize]) {
            self.variants = [\EnvironmentValues.colorScheme: colorSchemes, \EnvironmentValues.dynamicTypeSize: dynamicTypeSizes]
        }
    }

    public let environmentVariants: EnvironmentVariants
    public let family: WidgetFamily
    /// True when the snapshot is for the widget gallery: answer fast, with sample data.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    /// Builds a context, so providers can be unit-tested (Apple offers no initializer).
    public init(family: WidgetFamily, displaySize: CGSize? = nil, isPreview: Bool = false,
                environmentVariants: EnvironmentVariants = EnvironmentVariants(colorSchemes: [.light, .dark], dynamicTypeSizes: [.large])) {
        self.family = family
        self.displaySize = displaySize ?? WidgetMetrics.defaultDevice.size(of: family)
        self.isPreview = isPreview
        self.environmentVariants = environmentVariants
    }
}
