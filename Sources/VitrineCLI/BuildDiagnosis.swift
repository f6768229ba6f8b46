import Foundation

/// Turns a failed `swift build` of a widget extension into advice a person can act on.
///
/// The compiler stops a file at its first missing module with one line (`no such module
/// 'SwiftData'`); what it cannot say is whether the framework exists here. Vitrine's own
/// modules need a product line in Package.swift; Apple-only frameworks need the code that uses
/// them kept out of the extension (docs/FRAMEWORKS.md, "Frameworks that do not exist here").
enum BuildDiagnosis {
    /// Modules Vitrine ships, by the product that provides them.
    static let vitrineProducts: Set<String> = [
        "SwiftUI", "WidgetKit", "Intents", "UIKit", "OSLog", "Combine", "Charts", "ActivityKit", "AppIntents",
        // Frameworks that behave as on a device that lacks or denies them (docs/FRAMEWORKS.md).
        "HealthKit", "CoreLocation", "WatchConnectivity", "UserNotifications", "LocalAuthentication", "EventKit", "WeatherKit",
        "StoreKit", "Security", "MapKit",
        // A SwiftData store on SQLite, which a widget reads as the app wrote it (docs/SWIFTDATA.md).
        "SwiftData",
        // Core Data on SQLite, with a model built in code (docs/COREDATA.md).
        "CoreData",
        // What Apple's Foundation has and Linux's lacks; SwiftUI re-exports it (docs/FRAMEWORKS.md).
        "FoundationCompat",
        // Transforms, colors, paths and a recording CGContext; SwiftUI re-exports it (docs/UIKIT.md).
        "CoreGraphics",
    ]

    /// Apple frameworks with no Vitrine module, and what widget code usually does with them.
    static let appleOnly: [String: String] = [
        "CloudKit": "let the app sync and write what the widget shows into the App Group container",
        "WatchKit": "a watchOS framework; keep it under `#if os(watchOS)`",
        "AppKit": "a macOS framework; keep it under `#if os(macOS)` or `#if canImport(AppKit)`",
    ]

    /// One line of advice per missing module named in `output`, in order of first mention.
    static func advice(forBuildOutput output: String) -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for module in missingModules(in: output) where seen.insert(module).inserted {
            lines.append(advice(forMissingModule: module))
        }
        return lines
    }

    /// The modules the compiler reported missing (`error: no such module 'X'`).
    static func missingModules(in output: String) -> [String] {
        var modules: [String] = []
        var rest = output[...]
        while let range = rest.range(of: "no such module '") {
            let tail = rest[range.upperBound...]
            guard let end = tail.firstIndex(of: "'") else { break }
            modules.append(String(tail[..<end]))
            rest = tail[end...]
        }
        return modules
    }

    static func advice(forMissingModule module: String) -> String {
        if module == "os" {
            return "os is where Apple declares Logger and os_log: write `import OSLog` and add "
                + ".product(name: \"OSLog\", package: \"vitrine\") (a module named os would break packages that test canImport(os))."
        }
        if vitrineProducts.contains(module) {
            return "\(module) is a Vitrine module: add .product(name: \"\(module)\", package: \"vitrine\") "
                + "to the extension target's dependencies in Package.swift."
        }
        if let what = appleOnly[module] {
            return "\(module) is an Apple-only framework that Vitrine does not provide. Keep the code that imports it "
                + "out of the widget extension (or under `#if canImport(\(module))`): \(what). See docs/FRAMEWORKS.md."
        }
        return "\(module) is not a module Vitrine provides, nor one the package declares: if it is an Apple framework, "
            + "keep its code under `#if canImport(\(module))`; if it is a package, add it to Package.swift."
    }
}
