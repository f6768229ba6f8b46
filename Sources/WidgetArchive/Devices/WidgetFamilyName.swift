import Foundation

/// The widget families an iOS widget can have, as the shared model names them: the one list
/// the host, the CLI, the web home screen, previews and WidgetKit all parse and check against.
/// WidgetKit's `WidgetFamily` is the author-facing face of the same cases.
///
/// Which families a device offers, and at what size, is the device's own (`WidgetDevice`):
/// an iPhone has no `systemExtraLarge`, an iPad no accessory families on its home screen.
public enum WidgetFamilyName: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// The family's name (`systemSmall`).
    public var description: String { rawValue }

    /// Lock Screen families: no container background, no content margins.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// Parses a family's full name or Xcode's short names (`small`, `medium`, `large`,
    /// `extralarge`, `circular`, `rectangular`, `inline`), case-insensitively. watchOS and
    /// visionOS families (`accessoryCorner`, `systemExtraLargePortrait`) are not iOS families.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        if let exact = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = exact
            return
        }
        switch lowered {
        case "small": self = .systemSmall
        case "medium": self = .systemMedium
        case "large": self = .systemLarge
        case "extralarge", "extra-large", "xl": self = .systemExtraLarge
        case "circular": self = .accessoryCircular
        case "rectangular": self = .accessoryRectangular
        case "inline": self = .accessoryInline
        default: return nil
        }
    }

    /// `text` parsed, or an error that lists what is accepted.
    public static func parse(_ text: String) throws -> WidgetFamilyName {
        guard let family = WidgetFamilyName(parsing: text) else { throw FamilyError.unknown(String(text.prefix(60))) }
        return family
    }
}

/// A family that is not an iOS family, or that the device does not offer.
public enum FamilyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text names no iOS family.
    case unknown(String)
    /// The family exists but this device does not offer it.
    case unavailable(WidgetFamilyName, device: String, offered: [WidgetFamilyName])

    /// The problem in words, with what would work instead.
    public var description: String {
        switch self {
        case .unknown(let text):
            "unknown widget family \"\(text)\"; iOS families are \(WidgetFamilyName.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unavailable(let family, let device, let offered):
            "\(family) is not available on \(device) (it offers \(offered.map(\.rawValue).joined(separator: ", "))); "
                + (family == .systemExtraLarge
                    ? "extra large widgets exist on iPad only: choose an iPad device (see `vitrine devices`)"
                    : "choose a device that offers it (see `vitrine devices`)")
        }
    }
}

extension WidgetDevice {
    /// The families this device offers, in the model's order.
    public var families: [WidgetFamilyName] { WidgetFamilyName.allCases.filter { sizes[$0.rawValue] != nil } }

    /// Whether this device offers the family.
    public func offers(_ family: WidgetFamilyName) -> Bool { sizes[family.rawValue] != nil }

    /// The size of the family on this device; nil when the device does not offer it.
    public func size(of family: WidgetFamilyName) -> SizeValue? { sizes[family.rawValue] }

    /// The family's size on this device, or why it has none: the one rule every place that
    /// sizes a widget uses, so no place falls back to a size silently.
    public func requireSize(of family: WidgetFamilyName) throws -> SizeValue {
        guard let size = size(of: family) else { throw FamilyError.unavailable(family, device: name, offered: families) }
        return size
    }

    /// For previews only: this device if it offers the family, else the default iPhone, the
    /// 11" iPad, or the first preset that does (an iPad for extra large), with the sentence
    /// that announces the substitution.
    public func previewDevice(for family: WidgetFamilyName) -> (device: WidgetDevice, announcement: String?)? {
        if offers(family) { return (self, nil) }
        let candidates = [Self.default] + Self.presets.filter { $0.name.hasPrefix("iPad 11") } + Self.presets
        guard let other = candidates.first(where: { $0.offers(family) }) else { return nil }
        return (other, "\(family) is not available on \(name); previewing it on \(other.name) at \(Int(other.scale))x")
    }
}
