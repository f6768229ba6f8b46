import Foundation

extension ConfigurationParameter {
    /// Reads what a person typed (`vitrine widgets configure ID --set name=value`) as a value of
    /// this parameter: integers, decimals, `true`/`false`/`on`/`off`/`yes`/`no`, an enum case by
    /// identifier or title (case-insensitive), ISO-8601 dates (`2026-11-26` or
    /// `2026-11-26T09:30:00Z`), URLs, durations (`90`, `1h30m`, `45s`), and entities by
    /// identifier (an entity comes back with the typed text as identifier and title: the host
    /// resolves it against the app's live options). A list parameter takes comma-separated values.
    /// Throws a `ConfigurationValidationError` naming the parameter and what it expects.
    public func value(fromText text: String) throws -> ConfigurationValue {
        if isArray {
            let parts = text.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            return .array(try parts.filter { !$0.isEmpty }.map(single))
        }
        return try single(text.trimmingCharacters(in: .whitespaces))
    }

    private func single(_ text: String) throws -> ConfigurationValue {
        func refuse(_ expectation: String) -> ConfigurationValidationError {
            ConfigurationValidationError(parameter: name, "\(name) (\(title)) expects \(expectation); \"\(text)\" is not one")
        }
        switch type {
        case .string:
            return .string(text)
        case .integer:
            guard let number = Int(text) else { throw refuse("a whole number") }
            return .integer(number)
        case .decimal:
            guard let number = Double(text), number.isFinite else { throw refuse("a number") }
            return .decimal(number)
        case .boolean:
            switch text.lowercased() {
            case "true", "on", "yes", "1": return .boolean(true)
            case "false", "off", "no", "0": return .boolean(false)
            default: throw refuse("true/false, on/off or yes/no")
            }
        case .date:
            guard let date = Self.date(text) else { throw refuse("an ISO-8601 date (2026-11-26 or 2026-11-26T09:30:00Z)") }
            return .date(date)
        case .dateComponents:
            guard let components = Self.dateComponents(text) else { throw refuse("a date (2026-11-26) or date and time (2026-11-26T09:30)") }
            return .dateComponents(components)
        case .url:
            guard let url = URL(string: text), url.scheme != nil else { throw refuse("a URL with a scheme (https://…)") }
            return .url(url)
        case .duration:
            guard let seconds = Self.duration(text) else { throw refuse("a duration (90, 45s, 2m, 1h30m)") }
            return .duration(seconds)
        case .enumeration(let enumName, let cases):
            let lowered = text.lowercased()
            if let match = cases.first(where: { $0.identifier == text })
                ?? cases.first(where: { $0.identifier.lowercased() == lowered || $0.title.lowercased() == lowered })
            {
                return .enumCase(match.identifier)
            }
            throw refuse("one of \(enumName)'s cases: " + cases.map { "\($0.identifier) (\($0.title))" }.joined(separator: ", "))
        case .entity, .person:
            guard !text.isEmpty else { throw refuse("an identifier") }
            return .entity(ConfigurationEntity(identifier: text, title: text))
        }
    }

    /// Seconds in `90`, `1.5`, `45s`, `2m`, `1h30m`, `1d2h`; nil for anything else.
    static func duration(_ text: String) -> Double? {
        if let seconds = Double(text) { return seconds.isFinite && seconds >= 0 ? seconds : nil }
        let units: [Character: Double] = ["d": 86_400, "h": 3_600, "m": 60, "s": 1]
        var total = 0.0
        var digits = ""
        var sawUnit = false
        for character in text.lowercased() {
            if character.isNumber || character == "." {
                digits.append(character)
            } else if let unit = units[character], let number = Double(digits) {
                total += number * unit
                digits = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        return sawUnit && digits.isEmpty ? total : nil
    }

    static func date(_ text: String) -> Date? {
        let full = ISO8601DateFormatter()
        if let date = full.date(from: text) { return date }
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = full.date(from: text) { return date }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        return day.date(from: text)
    }

    static func dateComponents(_ text: String) -> DateComponents? {
        let parts = text.split(separator: "T", maxSplits: 1).map(String.init)
        let day = parts[0].split(separator: "-").map { Int($0) }
        guard day.count == 3, let year = day[0], let month = day[1], let date = day[2], (1...12).contains(month), (1...31).contains(date) else {
            return nil
        }
        var components = DateComponents(year: year, month: month, day: date)
        if parts.count == 2 {
            let time = parts[1].split(separator: ":").map { Int($0) }
            guard (2...3).contains(time.count), let hour = time[0], let minute = time[1], (0...23).contains(hour), (0...59).contains(minute) else {
                return nil
            }
            components.hour = hour
            components.minute = minute
            if time.count == 3 {
                guard let second = time[2], (0...59).contains(second) else { return nil }
                components.second = second
            }
        }
        return components
    }
}
