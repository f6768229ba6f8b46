import Foundation

extension ConfigurationOptions {
    /// The option a typed or stored value stands for: an entity by identifier (text may also
    /// match a title, ignoring case, when only one option has it), anything else by equality;
    /// nil when none does. Editors (`--set`, `dump --set`, `preview --set`) resolve what a person
    /// typed with it, so a stored entity is always the app's own option.
    public static func option(matching value: ConfigurationValue, in items: [ConfigurationValue]) -> ConfigurationValue? {
        guard case .entity(let wanted) = value else { return items.first { $0 == value } }
        if let identifier = wanted.identifier,
            let byID = items.first(where: { if case .entity(let entity) = $0 { entity.identifier == identifier } else { false } })
        {
            return byID
        }
        let typed = (wanted.identifier ?? wanted.title).lowercased()
        let byTitle = items.filter { if case .entity(let entity) = $0 { entity.title.lowercased() == typed } else { false } }
        return byTitle.count == 1 ? byTitle[0] : nil
    }
}

extension ConfigurationParameter {
    /// `value` (one value, or a list) with each element replaced by the app's option it names;
    /// throws a `ConfigurationValidationError` naming this parameter and the options offered when
    /// one names none.
    public func resolving(_ value: ConfigurationValue, among options: [ConfigurationValue]) throws -> ConfigurationValue {
        if case .array(let items) = value { return .array(try items.map { try resolving($0, among: options) }) }
        if let option = ConfigurationOptions.option(matching: value, in: options) { return option }
        let typed: String = if case .entity(let entity) = value { entity.identifier ?? entity.title } else { value.displayText }
        let offered = options.prefix(12).map { option -> String in
            if case .entity(let entity) = option { return entity.identifier ?? entity.title }
            return option.displayText
        }
        throw ConfigurationValidationError(
            parameter: name,
            "\(name) (\(title)): \"\(typed)\" is not among the app's options (\(offered.isEmpty ? "none" : offered.joined(separator: ", ")))")
    }
}
