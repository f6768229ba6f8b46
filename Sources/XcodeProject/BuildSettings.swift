import Foundation

/// A target's build settings for one configuration, stacked as Xcode stacks them: defaults,
/// the project's `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's
/// settings. `$(inherited)` reaches the next lower level, `$(NAME)` any setting, with the
/// operators real projects use (`:rfc1034identifier`, `:c99extidentifier`, `:lower`,
/// `:upper`, `:default=…`, `:base`, `:file`, `:dir`).
public struct BuildSettings: Sendable {
    /// The target's name.
    public let targetName: String
    /// The configuration (`Debug`, `Release`, …).
    public let configuration: String
    /// Lowest precedence first.
    let levels: [[String: String]]

    /// The SDK conditions (`NAME[sdk=…]`) are matched against: a simulator build, as previews are.
    static let sdk = "iphonesimulator"

    /// Stacks `levels` (lowest first); each level's conditional keys (`NAME[sdk=iphoneos*]`,
    /// `NAME[config=Debug]`) apply when they match this build.
    init(targetName: String, configuration: String, levels: [[String: String]]) {
        self.targetName = targetName
        self.configuration = configuration
        self.levels = levels.map { Self.applyingConditions($0, configuration: configuration) }
    }

    /// The expanded value of `name`; an undefined setting is empty, as in Xcode.
    public func value(_ name: String) throws -> String {
        var depth = 0
        return try evaluate(name, below: levels.count, depth: &depth)
    }

    /// The value split as a string list (whitespace-separated, quotes honoured), e.g.
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`.
    public func list(_ name: String) throws -> [String] { Self.splitList(try value(name)) }

    /// Whether a Boolean setting is `YES`.
    public func bool(_ name: String) throws -> Bool { ["YES", "yes", "true", "1"].contains(try value(name)) }

    /// A path setting resolved against the project directory (`SRCROOT`); nil when empty.
    public func path(_ name: String) throws -> URL? {
        let raw = try value(name)
        guard !raw.isEmpty else { return nil }
        if raw.hasPrefix("/") { return URL(fileURLWithPath: raw).standardizedFileURL }
        return URL(fileURLWithPath: try value("SRCROOT")).appendingPathComponent(raw).standardizedFileURL
    }

    /// The value of `name` from the levels below index `limit` (all of them for `levels.count`).
    func evaluate(_ name: String, below limit: Int, depth: inout Int) throws -> String {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw XcodeProjectError.recursiveSetting(name: name, target: targetName) }
        var level = limit - 1
        while level >= 0 {
            if let raw = levels[level][name] { return try expand(raw, setting: name, level: level, depth: &depth) }
            level -= 1
        }
        return ""
    }

    /// Replaces every `$(…)`, `${…}` and `$NAME` in `raw`, the value of `setting` at `level`.
    func expand(_ raw: String, setting: String, level: Int, depth: inout Int) throws -> String {
        var output = ""
        var index = raw.startIndex
        while index < raw.endIndex {
            let character = raw[index]
            guard character == "$", raw.index(after: index) < raw.endIndex else {
                output.append(character)
                index = raw.index(after: index)
                continue
            }
            let next = raw[raw.index(after: index)]
            if next == "$" {
                output.append("$")
                index = raw.index(index, offsetBy: 2)
            } else if next == "(" || next == "{" {
                let close: Character = next == "(" ? ")" : "}"
                var nesting = 0
                var end = raw.index(after: index)
                var found = false
                while end < raw.endIndex {
                    if raw[end] == next { nesting += 1 }
                    if raw[end] == close {
                        nesting -= 1
                        if nesting == 0 {
                            found = true
                            break
                        }
                    }
                    end = raw.index(after: end)
                }
                guard found else {
                    output += raw[index...]
                    break
                }
                let inner = try expand(String(raw[raw.index(index, offsetBy: 2)..<end]), setting: setting, level: level, depth: &depth)
                output += try reference(inner, setting: setting, level: level, depth: &depth)
                index = raw.index(after: end)
            } else if next.isLetter || next == "_" {
                var end = raw.index(after: index)
                while end < raw.endIndex, raw[end].isLetter || raw[end].isNumber || raw[end] == "_" { end = raw.index(after: end) }
                output += try reference(String(raw[raw.index(after: index)..<end]), setting: setting, level: level, depth: &depth)
                index = end
            } else {
                output.append(character)
                index = raw.index(after: index)
            }
        }
        return output
    }

    /// `NAME` or `NAME:op:op=…` inside a reference.
    func reference(_ text: String, setting: String, level: Int, depth: inout Int) throws -> String {
        var parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let name = parts.removeFirst()
        var value =
            name == "inherited" ? try evaluate(setting, below: level, depth: &depth) : try evaluate(name, below: levels.count, depth: &depth)
        guard let operators = parts.first else { return value }
        // `default=` takes the rest, colons included.
        var rest = Substring(operators)
        while !rest.isEmpty {
            if rest.hasPrefix("default=") {
                if value.isEmpty { value = String(rest.dropFirst("default=".count)) }
                break
            }
            let op = rest.prefix { $0 != ":" }
            rest = rest.dropFirst(op.count).drop { $0 == ":" }
            value = Self.apply(String(op), to: value)
        }
        return value
    }

    static func apply(_ op: String, to value: String) -> String {
        let path = value as NSString
        switch op {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "c99extidentifier", "identifier":
            var result = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            if let first = result.first, first.isNumber { result = "_" + result }
            return result
        case "rfc1034identifier": return String(value.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." ? $0 : "-" })
        case "quote": return value.contains(" ") ? "\"\(value)\"" : value
        case "file": return path.lastPathComponent
        case "dir": return path.deletingLastPathComponent
        case "base": return (path.lastPathComponent as NSString).deletingPathExtension
        case "suffix": return path.pathExtension.isEmpty ? "" : "." + path.pathExtension
        case "standardizepath": return path.standardizingPath
        default: return value
        }
    }

    /// Conditional keys (`NAME[sdk=iphoneos*][arch=*]`) that match this build replace the plain key.
    static func applyingConditions(_ settings: [String: String], configuration: String) -> [String: String] {
        var result = settings.filter { !$0.key.contains("[") }
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) where key.contains("[") {
            let name = String(key.prefix { $0 != "[" })
            let conditions = key.dropFirst(name.count).split(separator: "]").map { $0.drop { $0 == "[" } }
            let matches = conditions.allSatisfy { condition in
                let pair = condition.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2 else { return false }
                switch pair[0] {
                case "sdk": return fnmatch(pair[1], sdk, 0) == 0
                case "config": return fnmatch(pair[1], configuration, 0) == 0
                case "arch": return fnmatch(pair[1], "arm64", 0) == 0
                default: return false
                }
            }
            if matches { result[name] = value }
        }
        return result
    }

    /// Whitespace-separated items; double or single quotes keep spaces inside one item.
    static func splitList(_ value: String) -> [String] {
        var items: [String] = []
        var current = ""
        var quote: Character?
        var hasItem = false
        for character in value {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasItem = true
            } else if character.isWhitespace {
                if hasItem || !current.isEmpty { items.append(current) }
                current = ""
                hasItem = false
            } else {
                current.append(character)
            }
        }
        if hasItem || !current.isEmpty { items.append(current) }
        return items
    }
}

extension XcodeProject {
    /// The configuration previews build when none is named: the project's default, else `Debug`.
    public var previewConfigurationName: String {
        if configurations.contains(where: { $0.name == "Debug" }) { return "Debug" }
        return defaultConfigurationName ?? configurations.first?.name ?? "Debug"
    }

    /// `target`'s settings in `configuration`, with the project's under them.
    public func settings(for target: Target, configuration: String) throws -> BuildSettings {
        let projectLevel = configurations.first { $0.name == configuration }
        let targetLevel = target.configurations.first { $0.name == configuration }
        let defaults: [String: String] = [
            "TARGET_NAME": target.name, "PROJECT_NAME": bundle.deletingPathExtension().lastPathComponent,
            "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "SRCROOT": directory.path, "PROJECT_DIR": directory.path, "SOURCE_ROOT": directory.path, "PROJECT_FILE_PATH": bundle.path,
            "CONFIGURATION": configuration, "PLATFORM_NAME": BuildSettings.sdk, "SDKROOT": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphonesimulator",
            "DEVELOPMENT_LANGUAGE": "en", "SWIFT_VERSION": "", "INFOPLIST_FILE": "", "CODE_SIGN_ENTITLEMENTS": "",
        ]
        return BuildSettings(
            targetName: target.name, configuration: configuration,
            levels: [
                defaults, try XCConfigFile.settings(at: projectLevel?.baseConfiguration), projectLevel?.settings ?? [:],
                try XCConfigFile.settings(at: targetLevel?.baseConfiguration), targetLevel?.settings ?? [:],
            ])
    }
}

/// `.xcconfig` files: `NAME = value` lines, `//` comments, `#include` and `#include?`.
enum XCConfigFile {
    static func settings(at url: URL?) throws -> [String: String] {
        guard let url else { return [:] }
        var settings: [String: String] = [:]
        var visited: Set<String> = []
        try read(url, into: &settings, optional: false, visited: &visited)
        return settings
    }

    static func read(_ url: URL, into settings: inout [String: String], optional: Bool, visited: inout Set<String>) throws {
        guard visited.insert(url.standardizedFileURL.path).inserted else { return }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            if optional { return }
            throw XcodeProjectError.unreadableSupportFile(path: url.path, setting: "baseConfigurationReference", reason: "cannot be read")
        }
        for rawLine in text.components(separatedBy: .newlines) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let isOptional = line.hasPrefix("#include?")
                let name = line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
                try read(url.deletingLastPathComponent().appendingPathComponent(String(name)), into: &settings, optional: isOptional, visited: &visited)
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            // The `=` that assigns, not one inside a condition (`NAME[config=Release] = value`).
            var depth = 0
            guard
                let equals = line.indices.first(where: { index in
                    switch line[index] {
                    case "[": depth += 1
                    case "]": depth -= 1
                    case "=" where depth == 0: return true
                    default: break
                    }
                    return false
                })
            else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard !name.isEmpty else { continue }
            // A later line's `$(inherited)` means the earlier line of the same file.
            if let earlier = settings[name] {
                value = value.replacingOccurrences(of: "$(inherited)", with: earlier).replacingOccurrences(of: "${inherited}", with: earlier)
            }
            settings[name] = value
        }
    }
}
