import Foundation

extension Text {
    /// Text for a localized string resource, resolved in the environment's locale when it is
    /// shown (the resource's default value when no table has its key).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let key = LocalizedStringKey(
            key: resource.key, arguments: resource.defaultValue.arguments.map { .string($0) }, fallback: resource.defaultValue.key)
        self.init(piece: .localized(key, table: resource.table, bundle: resource.bundleDirectory))
    }
}
