import Foundation

/// What a target is, as far as previews care.
public enum TargetRole: String, Sendable {
    /// A WidgetKit extension (`com.apple.widgetkit-extension`).
    case widgetExtension = "widget extension"
    /// A SiriKit Intents extension (`com.apple.intents-service`).
    case intentsExtension = "intents extension"
    /// Another app extension (share, notification, …).
    case otherExtension = "app extension"
    /// An iOS application: where the App Groups and URL schemes come from.
    case application
    /// A framework or library other targets link.
    case library
    /// Tests, watchOS targets and the rest.
    case other
}

extension XcodeProject {
    /// The extension point WidgetKit extensions declare in `NSExtension`.
    public static let widgetExtensionPoint = "com.apple.widgetkit-extension"

    /// The target's Info dictionary as Xcode would build it: `INFOPLIST_FILE` (its `$(VAR)`s
    /// expanded), with the `INFOPLIST_KEY_*` settings as top-level keys and `CFBundleIdentifier`
    /// from `PRODUCT_BUNDLE_IDENTIFIER`. Empty when the target has neither.
    public func infoDictionary(settings: BuildSettings) throws -> [String: Any] {
        var info: [String: Any] = [:]
        if let url = try settings.path("INFOPLIST_FILE") {
            info = try Self.readPlist(url, setting: "INFOPLIST_FILE")
            info = try Self.expand(info, settings: settings) as? [String: Any] ?? info
        }
        for level in settings.levels {
            for key in level.keys where key.hasPrefix("INFOPLIST_KEY_") && !key.contains("[") {
                let name = String(key.dropFirst("INFOPLIST_KEY_".count))
                if info[name] == nil { info[name] = try settings.value(key) }
            }
        }
        let identifier = try settings.value("PRODUCT_BUNDLE_IDENTIFIER")
        if !identifier.isEmpty { info["CFBundleIdentifier"] = identifier }
        return info
    }

    /// The App Groups of the target's entitlements (`CODE_SIGN_ENTITLEMENTS`), in file order.
    public func appGroups(settings: BuildSettings) throws -> [String] {
        guard let url = try settings.path("CODE_SIGN_ENTITLEMENTS") else { return [] }
        let entitlements = try Self.readPlist(url, setting: "CODE_SIGN_ENTITLEMENTS")
        guard let groups = entitlements["com.apple.security.application-groups"] else { return [] }
        guard let list = groups as? [String] else {
            throw XcodeProjectError.unreadableSupportFile(
                path: url.path, setting: "CODE_SIGN_ENTITLEMENTS", reason: "com.apple.security.application-groups is not a list of strings")
        }
        return try list.map { try settings.expandText($0) }
    }

    /// The URL schemes an app's Info dictionary declares (`CFBundleURLTypes` → `CFBundleURLSchemes`).
    public static func urlSchemes(info: [String: Any]) -> [String] {
        guard let types = info["CFBundleURLTypes"] as? [[String: Any]] else { return [] }
        var schemes: [String] = []
        for type in types {
            for scheme in type["CFBundleURLSchemes"] as? [String] ?? [] where !schemes.contains(scheme) { schemes.append(scheme) }
        }
        return schemes
    }

    /// What `target` is. A widget extension is an app extension whose Info dictionary names
    /// WidgetKit's extension point; when it names none, one that links WidgetKit or whose
    /// sources have an `@main` widget or bundle (the heuristics of a missing Info.plist).
    public func role(of target: Target, configuration: String) throws -> TargetRole {
        let settings = try self.settings(for: target, configuration: configuration)
        switch target.productType {
        case Target.applicationProductType: return .application
        case _ where Target.libraryProductTypes.contains(target.productType): return .library
        case "com.apple.product-type.app-extension.intents-service": return .intentsExtension
        case Target.appExtensionProductType, "com.apple.product-type.extensionkit-extension":
            let info = try infoDictionary(settings: settings)
            let extensionInfo = info["NSExtension"] as? [String: Any]
            let point =
                extensionInfo?["NSExtensionPointIdentifier"] as? String
                ?? (info["EXAppExtensionAttributes"] as? [String: Any])?["EXExtensionPointIdentifier"] as? String
            if point == Self.widgetExtensionPoint { return .widgetExtension }
            if point == "com.apple.intents-service" { return .intentsExtension }
            if point != nil { return .otherExtension }
            return try looksLikeWidget(target, settings: settings) ? .widgetExtension : .otherExtension
        default: return .other
        }
    }

    func looksLikeWidget(_ target: Target, settings: BuildSettings) throws -> Bool {
        let linksWidgetKit = target.buildPhases.contains { phase in
            phase.kind == .frameworks && phase.files.contains { $0.externalName == "WidgetKit.framework" }
        }
        let background = try settings.value("ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME")
        if linksWidgetKit || !background.isEmpty { return true }
        let entry = #/@main\s+(?:(?:public|internal|final)\s+)*struct\s+\w+\s*:\s*(?:[\w.]+\s*,\s*)*(?:WidgetKit\.)?(?:Widget|WidgetBundle)\b/#
        for member in try members(of: target) where member.url.pathExtension == "swift" {
            if let text = try? String(contentsOf: member.url, encoding: .utf8), text.contains(entry) { return true }
        }
        return false
    }

    static func readPlist(_ url: URL, setting: String) throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw XcodeProjectError.unreadableSupportFile(path: url.path, setting: setting, reason: "no such file")
        }
        do {
            guard let dictionary = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
                throw XcodeProjectError.unreadableSupportFile(path: url.path, setting: setting, reason: "is not a dictionary")
            }
            return dictionary
        } catch let error as XcodeProjectError {
            throw error
        } catch {
            throw XcodeProjectError.unreadableSupportFile(path: url.path, setting: setting, reason: ObjectTable.parserMessage(error))
        }
    }

    static func expand(_ value: Any, settings: BuildSettings) throws -> Any {
        if let string = value as? String { return try settings.expandText(string) }
        if let list = value as? [Any] { return try list.map { try expand($0, settings: settings) } }
        if let dictionary = value as? [String: Any] { return try dictionary.mapValues { try expand($0, settings: settings) } }
        return value
    }
}

extension BuildSettings {
    /// `text` with its `$(VAR)` references expanded against these settings (Info.plist values).
    public func expandText(_ text: String) throws -> String {
        guard text.contains("$") else { return text }
        var depth = 0
        return try expand(text, setting: "", level: levels.count, depth: &depth)
    }
}
