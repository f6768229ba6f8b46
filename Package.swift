// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// Vitrine: Apple's WidgetKit rebuilt for Linux.
// Author-facing modules carry Apple's names (SwiftUI, WidgetKit, UIKit); engine modules
// are named for their role. See docs/ARCHITECTURE.md for the allowed import directions.
let package = Package(
    name: "Vitrine",
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "FoundationCompat", targets: ["FoundationCompat"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "HealthKit", targets: ["HealthKit"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "Security", targets: ["Security"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "WidgetArchive", targets: ["WidgetArchive"]),
        .library(name: "AssetCatalog", targets: ["AssetCatalog"]),
        .library(name: "WidgetLayout", targets: ["WidgetLayout"]),
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        // A raw loopback HTTP and event-stream client for testing a home screen (any Host, any
        // bytes), as Hummingbird ships a testing module users import.
        .library(name: "VitrineWebTesting", targets: ["VitrineWebTesting"]),
        .executable(name: "vitrine", targets: ["vitrine"]),
        .executable(name: "vitrine-bench", targets: ["vitrine-bench"]),
        // Xcode's generated asset symbols (`Image(.avatar)`, `Color(.brand)`) for an extension target.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
        // Xcode's generated intent classes from `.intentdefinition` files, for SiriKit-configured widgets.
        .plugin(name: "IntentDefinitions", targets: ["IntentDefinitions"]),
    ],
    dependencies: [
        // The `vitrine` command line (subcommands, help, validation).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The `#Preview` macros' compiler plugin (PreviewsMacros), as Apple's toolchain ships one.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // The host's store: SQLite with migrations, WAL and typed records.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // The scheduler's timer queue (Heap) and compact per-instance state.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // The web home screen's HTTP server (routing, streaming responses for live updates).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        // Header names and fields for the web server's security headers (Hummingbird's own types).
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // The web server's Logger (Hummingbird takes a swift-log Logger; already in the graph through it).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // SHA-256 for the store's content keys (archives, images); already in the graph through Hummingbird.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // The author-facing `Combine` module: publishers, subjects, `@Published`, schedulers and
        // `URLSession.dataTaskPublisher` with Apple's names, re-exported rather than rewritten.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The control socket's server runs on NIO's event loops (no thread per connection); already in the graph through Hummingbird.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        // Engine side, shared with the host: the display-tree model and its codec.
        .target(name: "WidgetArchive"),
        // Reads Xcode asset catalogs (.xcassets) shipped as SwiftPM resources.
        .target(name: "AssetCatalog"),
        // The names and source Xcode's asset-symbol generator writes, as a library so tests reach it.
        .target(name: "AssetSymbolGeneration"),
        // The tool the AssetSymbols build plugin runs: catalogs in, GeneratedAssetSymbols.swift out.
        .executableTarget(
            name: "vitrine-asset-symbols", dependencies: ["AssetCatalog", "AssetSymbolGeneration"], path: "Sources/AssetSymbolTool"),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["vitrine-asset-symbols"]),
        // Reads `.intentdefinition` property lists and writes the Swift Xcode's intent compiler would.
        .target(name: "IntentDefinitionGeneration"),
        .executableTarget(
            name: "vitrine-intent-definitions", dependencies: ["IntentDefinitionGeneration"], path: "Sources/IntentDefinitionTool"),
        .plugin(name: "IntentDefinitions", capability: .buildTool(), dependencies: ["vitrine-intent-definitions"]),
        // Reads Xcode projects (project.pbxproj, build settings, Info.plist, entitlements) and writes a
        // widget extension target as a SwiftPM package; swift-syntax rewrites `#if` conditions as iOS.
        .target(
            name: "XcodeProject",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]),
        // Layout with SwiftUI's semantics (pure Swift; text measured through a protocol),
        // and the display list it produces.
        .target(name: "WidgetLayout", dependencies: ["WidgetArchive"]),
        // What both protocols travel on: length-prefixed frames with size limits, private Unix
        // sockets, I/O with deadlines, and the compact coder (whose fast path is BinaryArchive).
        .target(name: "WireTransport", dependencies: ["WidgetArchive"]),
        // Host ↔ extension messages (docs/PROTOCOL.md), shared by both sides.
        .target(name: "ExtensionProtocol", dependencies: ["WidgetArchive", "WireTransport"]),
        // Cairo raster/SVG and Pango/HarfBuzz text, from Debian's packages.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "zlib1g-dev", "libdeflate-dev", "libjpeg62-turbo-dev", "libpng-dev"])]
        ),
        // Launches widget extensions on demand and talks to them, with time and memory limits.
        // Confined spawning (Landlock, rlimits, no_new_privs between clone and exec); kernel headers only.
        .target(name: "CConfine"),
        .target(name: "ExtensionHost", dependencies: ["ExtensionProtocol", "WireTransport", "CConfine"]),
        .target(name: "WidgetRender", dependencies: ["WidgetLayout", "WidgetArchive", "AssetCatalog", "CCairo"]),
        // Budget, reload and timeline policy: pure decisions on an injected clock (no I/O).
        .target(name: "WidgetScheduler", dependencies: [.product(name: "Collections", package: "swift-collections")]),
        // The host's durable state (apps, instances, timelines, images, flight record) in SQLite.
        // ExtensionProtocol: a widget kind's configuration schema and each instance's values, stored typed and versioned.
        .target(
            name: "VitrineStore",
            dependencies: ["ExtensionProtocol", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto")]),
        // App ↔ host messages (WidgetCenter, app state, taps) over the host's control socket.
        .target(name: "HostProtocol", dependencies: ["WireTransport"]),
        // The host's end of the control socket on a SwiftNIO event loop; apart from HostProtocol so
        // that WidgetKit and extensions, which link HostProtocol's client, never link NIO.
        .target(
            name: "ControlSocket",
            dependencies: [
                "HostProtocol", "WireTransport", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // The host daemon: store + scheduler + extension host + renderer + control socket.
        .target(
            name: "VitrineHost",
            dependencies: [
                "WidgetScheduler", "VitrineStore", "HostProtocol", "ControlSocket", "ExtensionHost",
                "ExtensionProtocol", "WidgetArchive", "WidgetLayout", "WidgetRender", "AssetCatalog",
            ]),
        // HTTPProbe and EventStreamProbe: test clients, kept out of the production web module.
        .target(name: "VitrineWebTesting"),
        // The web home screen: pages of live widgets, gallery, taps, inspector (served by `vitrine serve`).
        // ExtensionProtocol: the configuration editor's schema, values and options, as the host types them.
        .target(
            name: "VitrineWeb",
            dependencies: [
                "VitrineHost", "WidgetArchive", "ExtensionProtocol",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "VitrineWeb", "WidgetRender", "WidgetLayout", "WidgetArchive", "ExtensionHost", "ExtensionProtocol", "AssetCatalog",
                "VitrineHost", "VitrineStore", "WidgetScheduler", "HostProtocol", "XcodeProject",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/VitrineCLI"
        ),
        .executableTarget(
            name: "vitrine-bench",
            dependencies: [
                "WidgetRender", "WidgetLayout", "WidgetArchive", "CCairo", "WidgetScheduler",
                "ExtensionHost", "ExtensionProtocol", "WireTransport", "VitrineHost", "VitrineStore", "VitrineWeb", "VitrineWebTesting",
                "HostProtocol", "ControlSocket", .product(name: "Collections", package: "swift-collections"),
            ],
            path: "Sources/VitrineBench"),

        // Author side: Apple's module names and public signatures.
        // WidgetLayout: GeometryReader and Canvas content is resolved for the size the engine's own
        // layout gives it (docs/SWIFTUI-GEOMETRY.md).
        // What Apple's Foundation has and Linux's lacks (URLSession through FoundationNetworking,
        // RelativeDateTimeFormatter, DateComponentsFormatter, String(localized:) and
        // LocalizedStringResource with the widget's string tables). SwiftUI re-exports it, and
        // `vitrine import` makes it an implicit import of every file of an Xcode target, so a file
        // that imports only Foundation sees what it would on iOS.
        // HostProtocol: the App Group grants the host passes, for FileManager's containerURL
        // (Foundation's API on Apple's platforms).
        // _FoundationICU (the toolchain's ICU, which Foundation formats with): Measurement's
        // format style and MeasurementFormatter use its unit formatter, named directly.
        .target(name: "FoundationCompat", dependencies: ["HostProtocol"], linkerSettings: [.linkedLibrary("_FoundationICU")]),
        // Combine: `import SwiftUI` makes ObservableObject and @Published visible, as Apple's does.
        // CoreGraphics: re-exported, as Apple's SwiftUI does (CGContext, CGColor, CGPath, CGImage; the
        // recorded drawing of UIGraphicsImageRenderer images, docs/UIKIT.md). ExtensionProtocol: the
        // log line (as OSLog writes it) that says a recorded image has no PNG bytes, for the flight record.
        .target(
            name: "SwiftUI",
            dependencies: [
                "FoundationCompat", "Combine", "WidgetArchive", "AssetCatalog", "WidgetLayout", "PreviewsMacros", "CoreGraphics", "ExtensionProtocol",
            ]),
        .target(name: "UIKit", dependencies: ["SwiftUI"]),
        // `import CoreGraphics`: affine transforms, colors, paths, images and CGContext as a recording
        // context (Foundation only: the extension has no rasterizer; the engine draws the recording).
        // _Testing_CoreGraphics (empty): Swift Testing declares a cross-import overlay of that name
        // for any module named CoreGraphics, and SwiftPM fails a test file that imports Testing and
        // (even through SwiftUI's re-export) CoreGraphics with "no such module
        // '_Testing_CoreGraphics'" unless a module of that name exists.
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(name: "_Testing_CoreGraphics"),
        // `import Charts`: Swift Charts' marks, scales and axes, drawn as SwiftUI paths and text in a GeometryReader.
        .target(name: "Charts", dependencies: ["SwiftUI"]),
        .target(name: "Intents"),
        // `import AppIntents`: App Intents, `@Parameter` metadata read at run time for widget configuration.
        // SwiftUI: its `LocalizedStringResource`, and `Button(intent:)`; ExtensionProtocol: the configuration schema and values.
        .target(name: "AppIntents", dependencies: ["SwiftUI", "FoundationCompat", "ExtensionProtocol"]),
        // `import ActivityKit`: Live Activities' attributes, content and in-process life cycle (Foundation only).
        .target(name: "ActivityKit"),
        // `import HealthKit`: as on a device without health data, so widgets' fallbacks run (Foundation only).
        .target(name: "HealthKit"),
        // `import CoreLocation`: location denied, or the preview location in VITRINE_LOCATION (Foundation only).
        .target(name: "CoreLocation"),
        // `import WatchConnectivity`: as on a device that cannot pair with a watch (Foundation only).
        .target(name: "WatchConnectivity"),
        // `import UserNotifications`: notifications denied; added requests are written as log lines for the flight record.
        // ExtensionProtocol: the log line's format, which the host parses with the same code.
        .target(name: "UserNotifications", dependencies: ["ExtensionProtocol"]),
        // `import LocalAuthentication`: as on a device with no biometrics and no passcode (Foundation only).
        .target(name: "LocalAuthentication"),
        // `import EventKit`: calendar and reminders access denied (Foundation only).
        .target(name: "EventKit"),
        // `import CoreData`: NSPersistentContainer with a model built in code, fetch requests with
        // NSPredicate(format:) and sort descriptors (docs/COREDATA.md). Unlike the other author-facing
        // modules it stores data: widgets read the store their app wrote into the App Group, so it
        // is SQLite, through GRDB as VitrineStore uses it.
        .target(name: "CoreData", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        // `import WeatherKit`: Apple's weather service refuses (permissionDenied). CoreLocation: `weather(for: CLLocation)`.
        .target(name: "WeatherKit", dependencies: ["CoreLocation"]),
        // `import SwiftData`: `@Model`, ModelContainer/ModelContext, FetchDescriptor with Foundation's
        // #Predicate and SortDescriptor, and `@Query` for widget views (docs/SWIFTDATA.md). Unlike the
        // other author-facing modules it stores data: widgets read the store their app wrote into
        // the App Group, so it is SQLite, through GRDB as VitrineStore uses it. HostProtocol: the
        // App Group grants (`VITRINE_APP_GROUPS`) that locate `groupContainer: .identifier(…)`.
        .target(
            name: "SwiftData",
            dependencies: ["SwiftUI", "SwiftDataMacros", "HostProtocol", .product(name: "GRDB", package: "GRDB.swift")]),
        // The compiler plugin behind `@Model` and its property macros; module and type names are Apple's.
        .macro(
            name: "SwiftDataMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"), .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // `import StoreKit`: no App Store here: no products, no entitlements, payments unavailable (Foundation only).
        .target(name: "StoreKit"),
        // `import Security`: the keychain's SecItem functions on one file per access group in the app's container.
        // HostProtocol: the App Group grants the host passes, so an App Group access group is the group's container.
        .target(name: "Security", dependencies: ["HostProtocol"]),
        // `import MapKit`: regions, and snapshots drawn as a plain map placeholder naming the region (no map tiles here).
        // CoreLocation: coordinates (re-exported, as Apple's MapKit does); SwiftUI: the snapshot's UIImage.
        .target(name: "MapKit", dependencies: ["CoreLocation", "SwiftUI"]),
        // `import OSLog`: Logger, OSLogMessage privacy and formats, os_log; lines on stderr for the host.
        // ExtensionProtocol: the log line's format, which the host parses with the same code.
        .target(name: "OSLog", dependencies: ["ExtensionProtocol"]),
        // `import Combine`: OpenCombine and its Foundation and Dispatch parts under Apple's module name.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                // Build order only, nothing is imported: GRDB compiles `#if canImport(Combine)` code,
                // and SwiftPM shows every built module to every compile, so GRDB compiled after
                // this module would import it and fail ("missing required module
                // 'COpenCombineHelpers'"; reproduced by recompiling GRDB in a built tree). Depending
                // on GRDB makes SwiftPM finish GRDB first in every build that has both.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // The compiler plugin behind WidgetKit's `#Preview(as:…)` macros; module and type names are Apple's.
        // The expansion code is a library so its tests need not depend on the macro target:
        // a test target that does makes SwiftPM build every test target as a host tool.
        .target(
            name: "PreviewMacroExpansions",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            path: "Sources/PreviewsMacros",
            exclude: ["Plugin.swift"]
        ),
        .macro(
            name: "PreviewsMacros",
            dependencies: [
                "PreviewMacroExpansions",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Sources/PreviewsMacros",
            exclude: ["PreviewMacros.swift"],
            sources: ["Plugin.swift"]
        ),
        .target(
            name: "WidgetKit",
            dependencies: [
                "SwiftUI", "FoundationCompat", "Intents", "ActivityKit", "WidgetArchive", "AssetCatalog", "ExtensionProtocol", "HostProtocol",
                "WireTransport", "PreviewsMacros", "AppIntents",
            ]),

        // Example widget extension: the seed articles' widgets, written as iOS code.
        .executableTarget(
            name: "GameWidgets",
            dependencies: ["WidgetKit", "SwiftUI", "OSLog", "Charts"],
            path: "Examples/GameWidgets",
            exclude: ["README.md", "Fonts/OFL.txt"],
            resources: [.copy("Assets.xcassets"), .copy("ru.lproj"), .copy("Fonts/ComicNeue-Bold.otf")],
            plugins: ["AssetSymbols"]
        ),

        // Seed 003's configurable widget: HomeFinder's channels, chosen per widget. The kit is the
        // model the app and both extensions share (a framework on iOS); the Intents extension is
        // its own executable (the seed's second layout); the definition is one file, linked into
        // each target as Xcode's target membership would.
        .target(name: "HomeFinderKit", dependencies: ["WidgetKit", "SwiftUI"], path: "Examples/HomeFinderKit"),
        .executableTarget(
            name: "HomeFinderWidgets", dependencies: ["WidgetKit", "SwiftUI", "Intents", "AppIntents", "HomeFinderKit"], path: "Examples/HomeFinderWidgets",
            plugins: ["IntentDefinitions"]),
        // The same widget after its migration to App Intents (CustomIntentMigratedAppIntent).
        .executableTarget(
            name: "HomeFinderWidgetsMigrated", dependencies: ["WidgetKit", "SwiftUI", "AppIntents", "HomeFinderKit"],
            path: "Examples/HomeFinderWidgetsMigrated"),
        .executableTarget(
            name: "HomeFinderIntents", dependencies: ["WidgetKit", "Intents", "HomeFinderKit"], path: "Examples/HomeFinderIntents",
            plugins: ["IntentDefinitions"]),
        .executableTarget(
            name: "HomeFinderApp", dependencies: ["WidgetKit", "HomeFinderKit"], path: "Examples/HomeFinderApp",
            exclude: ["vitrine-app.json"], resources: [.copy("Icons")], plugins: ["IntentDefinitions"]),
        // Example app that owns GameWidgets: calls WidgetCenter and reports its state to the host.
        .executableTarget(name: "GameApp", dependencies: ["WidgetKit"], path: "Examples/GameApp", exclude: ["vitrine-app.json"]),

        // Shared by the test targets: the cross-target process lock, built products, descriptor checks.
        // HostProtocol, ControlSocket: a real control server on a fresh socket, for the protocol's and WidgetKit's tests.
        .target(name: "VitrineTestSupport", dependencies: ["HostProtocol", "ControlSocket", "WireTransport"], path: "Tests/VitrineTestSupport"),
        .testTarget(name: "WidgetArchiveTests", dependencies: ["WidgetArchive"]),
        .testTarget(name: "WidgetSchedulerTests", dependencies: ["WidgetScheduler"]),
        .testTarget(name: "VitrineStoreTests", dependencies: ["VitrineStore", "ExtensionProtocol", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "PreviewsMacrosTests",
            dependencies: [
                "PreviewMacroExpansions", .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]),
        // GRDB: the fail-closed tests make the host's own store refuse writes (a trigger), a real SQLite failure;
        // vitrine-bench: DurabilityTests run the crash soak and its self-tests.
        .testTarget(
            name: "VitrineHostTests",
            dependencies: [
                "VitrineTestSupport", "VitrineHost", "VitrineStore", "WidgetScheduler", "HostProtocol",
                "WidgetArchive", "WidgetLayout",
                // Interactive widgets' in-flight pictures are checked in the host's PNGs.
                "WidgetRender",
                "GameWidgets", "GameApp", "FaultyExtension", "vitrine", "vitrine-bench",
                // Configurable widgets end to end: the fixture's live options, faults and schema change.
                "ConfigurableExtension", "ConfigurableIntents", "ExtensionProtocol",
                // Seed 003's example end to end: taps and getCurrentConfigurations, the App Intents migration.
                "HomeFinderWidgets", "HomeFinderIntents", "HomeFinderApp", "HomeFinderWidgetsMigrated",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // HomeFinder*: the configuration editor's tests run seed 003's example (widget, Intents extension, app);
        // ConfigurableExtension: a handler that hangs or crashes when asked, for the editor's fault tests.
        .testTarget(
            name: "VitrineWebTests",
            dependencies: [
                "VitrineTestSupport", "VitrineWeb", "VitrineWebTesting", "VitrineHost", "VitrineStore", "HostProtocol", "WidgetLayout",
                "GameWidgets", "GameApp", "vitrine", "ExtensionProtocol", "HomeFinderWidgets", "HomeFinderIntents", "HomeFinderApp",
                "ConfigurableExtension",
            ]),
        // A widget extension that misbehaves on purpose (hang, crash, leak, garbage…), for the host's fault tests.
        .executableTarget(name: "FaultyExtension", dependencies: ["ExtensionProtocol", "WireTransport", "WidgetArchive"], path: "Fixtures/FaultyExtension"),
        // A configurable widget (SiriKit intent definition, handler in the extension) whose options hang or crash on request.
        .executableTarget(
            name: "ConfigurableExtension", dependencies: ["WidgetKit", "SwiftUI", "Intents", "AppIntents"], path: "Fixtures/ConfigurableExtension",
            exclude: ["Forecast.intentdefinition"], plugins: ["IntentDefinitions"]),
        // Its Intents extension as a separate executable (no widgets, no entry point of its own): answers ForecastIntent's options.
        .executableTarget(
            name: "ConfigurableIntents", dependencies: ["WidgetKit", "Intents"], path: "Fixtures/ConfigurableIntents",
            exclude: ["Forecast.intentdefinition"], plugins: ["IntentDefinitions"]),
        // An extension that tries to break out of its sandbox when asked, for the sandbox tests.
        .executableTarget(
            name: "SandboxProbe", dependencies: ["ExtensionProtocol", "WireTransport", "WidgetArchive"], path: "Fixtures/SandboxProbe",
            resources: [.copy("probe-resource.txt")]),
        .testTarget(
            name: "ExtensionHostTests",
            dependencies: [
                "VitrineTestSupport", "ExtensionHost", "ExtensionProtocol", "WidgetArchive", "GameWidgets", "FaultyExtension",
                "SandboxProbe", "ConfigurableExtension",
            ]),
        // The transport and each protocol on their own (sockets take the process lock).
        .testTarget(name: "WireTransportTests", dependencies: ["VitrineTestSupport", "WireTransport"]),
        .testTarget(name: "ExtensionProtocolTests", dependencies: ["ExtensionProtocol", "WireTransport", "WidgetArchive"]),
        .testTarget(name: "HostProtocolTests", dependencies: ["VitrineTestSupport", "HostProtocol", "WireTransport"]),
        // NIOPosix: a server on a one-thread event loop the test keeps busy.
        .testTarget(
            name: "ControlSocketTests",
            dependencies: ["VitrineTestSupport", "ControlSocket", "HostProtocol", "WireTransport", .product(name: "NIOPosix", package: "swift-nio")]),
        .testTarget(name: "WidgetLayoutTests", dependencies: ["WidgetLayout", "WidgetArchive"]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetLayout", "WidgetArchive", "AssetCatalog"]),
        .testTarget(
            name: "AssetCatalogTests",
            dependencies: ["AssetCatalog"],
            resources: [.copy("Fixtures")]
        ),
        // WidgetLayout: GeometryReader tests lay the resolved archive out.
        // Fixtures: a bundle of string tables the localization tests open by path.
        // UIKit: a widget file written with `import UIKit` (UIFont, UIColor, UIScreen, haptics).
        // ExtensionProtocol: the log line a recorded image's missing PNG bytes are reported with.
        .testTarget(
            name: "SwiftUITests", dependencies: ["SwiftUI", "UIKit", "WidgetArchive", "WidgetLayout", "ExtensionProtocol"], exclude: ["Fixtures"]),
        .testTarget(name: "AssetSymbolGenerationTests", dependencies: ["AssetSymbolGeneration"]),
        // Scales and ticks, archive structure, and goldens through the host's renderer (VitrineHost) and WidgetKit's resolver.
        .testTarget(
            name: "ChartsTests", dependencies: ["Charts", "SwiftUI", "WidgetKit", "WidgetArchive", "WidgetRender", "VitrineHost", "GameWidgets"],
            exclude: ["Goldens"]),
        // The plugin runs on the test target itself: Fixtures/CityWeather.intentdefinition becomes
        // CityWeatherIntent & co. in the test module, so the generated code is compiled and exercised.
        .testTarget(
            name: "IntentDefinitionGenerationTests",
            dependencies: ["IntentDefinitionGeneration", "Intents", "WidgetKit", "ExtensionProtocol"], exclude: ["Fixtures"],
            plugins: ["IntentDefinitions"]),
        // The command line's own logic (build diagnosis); the process lock for the real compiler run.
        // ConfigurableExtension: `widgets add --set` and `widgets configure` against a real extension.
        // VitrineStore, ExtensionProtocol: a test writes what an earlier app version stored.
        .testTarget(name: "VitrineCLITests", dependencies: ["vitrine", "VitrineTestSupport", "ConfigurableExtension", "VitrineStore", "ExtensionProtocol"]),
        // Fixtures: Xcode projects in Xcode's own format, read by path; one is built for real (process lock).
        // vitrine: `vitrine open` and `vitrine import` run as a person runs them.
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "VitrineTestSupport", "vitrine"], exclude: ["Fixtures"]),
        // GameWidgets: its provider logs, and the line it writes on stderr must parse back.
        .testTarget(name: "OSLogTests", dependencies: ["OSLog", "VitrineTestSupport", "GameWidgets"]),
        // Swift 5 language mode, as the network repositories it imitates are written.
        // VitrineTestSupport: the loopback HTTP server takes the cross-target process lock.
        // WidgetKit, SwiftUI, OSLog: a widget file importing all four together must compile.
        .testTarget(
            name: "CombineTests", dependencies: ["Combine", "VitrineTestSupport", "WidgetKit", "SwiftUI", "OSLog"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A Live Activity's life cycle as app code drives it: request, update, stale, end, dismissal.
        .testTarget(name: "ActivityKitTests", dependencies: ["ActivityKit"]),
        // Widget providers calling HealthKit as real ones do, and the fallbacks they take.
        .testTarget(name: "HealthKitTests", dependencies: ["HealthKit"]),
        // A weather widget's location source: denied by default, a preview location, geocoding offline.
        .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"]),
        // Watch sync code taking its "no watch" path; sends failing with sessionNotSupported.
        .testTarget(name: "WatchConnectivityTests", dependencies: ["WatchConnectivity"]),
        // A reminder helper's denied path; ExtensionProtocol: the recorded line parses as the host parses it.
        .testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications", "ExtensionProtocol"]),
        // An app-lock helper and a calendar widget taking their "unavailable" and "no access" paths.
        .testTarget(name: "LocalAuthenticationTests", dependencies: ["LocalAuthentication"]),
        .testTarget(name: "EventKitTests", dependencies: ["EventKit"]),
        // The app's side as its own process: writes trips into the App Group's Core Data store (WidgetKit: containerURL).
        .executableTarget(name: "CoreDataTrips", dependencies: ["CoreData", "WidgetKit"], path: "Fixtures/CoreDataTrips"),
        // An app writing its store into the App Group and a widget's provider reading it; the predicate parser;
        // corrupt and mismatched stores. WidgetKit, SwiftUI, WidgetArchive: the entry drawn as the host draws it;
        // VitrineTestSupport, HostProtocol: the App Group grant is process-wide state (the cross-target lock), and
        // CoreDataTrips runs as the app's process.
        .testTarget(
            name: "CoreDataTests",
            dependencies: ["CoreData", "WidgetKit", "SwiftUI", "WidgetArchive", "VitrineTestSupport", "HostProtocol", "CoreDataTrips"]),
        // A weather widget's provider falling back when the service refuses.
        .testTarget(name: "WeatherKitTests", dependencies: ["WeatherKit", "CoreLocation"]),
        // SwiftData: an app and its widget as two processes on one App Group store (SwiftDataTrips), and
        // in-process containers, @Query views and broken stores. GRDB makes a database of another program.
        .executableTarget(name: "SwiftDataTrips", dependencies: ["SwiftData", "WidgetKit", "SwiftUI"], path: "Fixtures/SwiftDataTrips"),
        .testTarget(
            name: "SwiftDataTests",
            dependencies: [
                "SwiftData", "SwiftUI", "WidgetKit", "WidgetArchive", "VitrineTestSupport", "HostProtocol", "SwiftDataTrips", "vitrine",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // A widget's "Pro" check finding no entitlement and showing its free tier.
        .testTarget(name: "StoreKitTests", dependencies: ["StoreKit"]),
        // Keychain helpers as apps write them: round trips, duplicates, limits, an app and its widget sharing a group, a corrupt file.
        .testTarget(name: "SecurityTests", dependencies: ["Security"]),
        // A map widget's snapshot: the projection and the placeholder decoded by libpng (WidgetRender); WidgetKit,
        // VitrineHost, WidgetArchive: the snapshot and a pin drawn in a widget through the host's renderer.
        .testTarget(
            name: "MapKitTests", dependencies: ["MapKit", "SwiftUI", "WidgetKit", "WidgetRender", "WidgetArchive", "VitrineHost"]),
        // The recording context's graphics state, transforms, paths and arc geometry.
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        // Parameter metadata, values, options and defaults read from intents written as iOS code.
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "ExtensionProtocol"]),
        // A bundle with widgets and a Live Activity side by side, with the activity's #Previews.
        .executableTarget(name: "ActivityWidgets", dependencies: ["WidgetKit", "SwiftUI", "ActivityKit"], path: "Fixtures/ActivityWidgets"),
        // ActivityKit: Live Activities' attributes beside the widgets in a bundle. AppIntents, ExtensionProtocol: an App Intents widget configured from stored values.
        .testTarget(
            name: "WidgetKitTests",
            dependencies: [
                "VitrineTestSupport", "WidgetKit", "FoundationCompat", "ActivityKit", "WidgetArchive", "HostProtocol", "ControlSocket", "AppIntents",
                "ExtensionProtocol",
            ]),
        // Sources written exactly as iOS widget code is written; they must compile unchanged.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["WidgetKit", "SwiftUI", "Intents", "WidgetArchive", "AppIntents"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Every example widget rendered through the whole pipeline, against checked-in PNGs.
        .testTarget(
            name: "GoldenTests",
            dependencies: [
                "VitrineTestSupport", "GameWidgets", "WidgetKit", "WidgetRender", "WidgetLayout", "WidgetArchive", "AssetCatalog", "VitrineHost",
                // The Live Activity presentations' goldens; `vitrine` renders them as `vitrine preview` does.
                "ActivityWidgets", "ActivityKit", "vitrine",
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "VitrineTestSupport", "GameWidgets", "vitrine", "WidgetArchive", "WidgetRender",
                // `vitrine preview --set` on seed 003's configurable widget and its Intents extension.
                "HomeFinderWidgets", "HomeFinderIntents",
            ],
            exclude: ["Expectations"]
        ),
    ]
)

// The real-world corpus (Tests/RealWorldCompat, docs/REAL-WORLD.md): widget extensions written in the
// styles real iOS projects use, each its own executable in Swift 5 mode as Xcode projects default to.
// GoldenTests previews every one with `vitrine preview` and checks its renders.
struct RealWorldWidget {
    var name: String
    var modules: [String] = []
    var plugins: [Target.PluginUsage] = []
    /// Files a plugin reads that are not sources or resources.
    var exclude: [String] = []
    var resources: [Resource]? = nil
}
let realWorldWidgets: [RealWorldWidget] = [
    .init(name: "Weather", modules: ["OSLog"]), .init(name: "Stocks", modules: ["Combine"]), .init(name: "Notes"),
    .init(name: "Habits"), .init(name: "Countdown"), .init(name: "Battery"), .init(name: "Agenda"), .init(name: "Fitness"),
    .init(name: "BrandCard", plugins: ["AssetSymbols"], resources: [.copy("Assets.xcassets")]), .init(name: "MultiBundle"),
    .init(name: "Commute", modules: ["Intents"], plugins: ["IntentDefinitions"], exclude: ["SelectStop.intentdefinition"]),
    .init(name: "Delivery", modules: ["ActivityKit"]), .init(name: "Savings"), .init(name: "Sparkline"), .init(name: "Clock"),
    .init(name: "Pomodoro"), .init(name: "Photo", modules: ["UIKit"]), .init(name: "Crypto", modules: ["Combine", "OSLog"]),
    .init(name: "Moon"), .init(name: "Streak"), .init(name: "AirQuality"), .init(name: "StockChart", modules: ["Charts"]),
    .init(name: "StepsChart", modules: ["Charts"]), .init(name: "Budget", modules: ["Charts"]),
    .init(name: "Quotes", resources: [.copy("en.lproj"), .copy("pt.lproj")]), .init(name: "Tides", modules: ["Charts"]),
    .init(name: "Reminders"), .init(name: "Sleep", modules: ["Charts"]), .init(name: "Flights"), .init(name: "SmartHome"),
]
for widget in realWorldWidgets {
    package.targets.append(
        .executableTarget(
            name: "RealWorld\(widget.name)",
            dependencies: ["WidgetKit", "SwiftUI"] + widget.modules.map { .target(name: $0) },
            path: "Tests/RealWorldCompat/\(widget.name)",
            exclude: widget.exclude,
            resources: widget.resources,
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: widget.plugins))
}
if let goldens = package.targets.firstIndex(where: { $0.name == "GoldenTests" }) {
    package.targets[goldens].dependencies += realWorldWidgets.map { .target(name: "RealWorld\($0.name)") }
}

// The HTTP fuzzer (scripts/fuzz.sh web, docs/FUZZING.md): only when VITRINE_FUZZ=1, which the
// script sets for its own scratch path (.build-fuzz) with libFuzzer instrumentation, so
// `swift build` and `swift test` never build it. NIO (HTTP/1 decoder, embedded channel) feeds it
// requests as a socket would.
if Context.environment["VITRINE_FUZZ"] == "1" {
    package.dependencies += [.package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.24.0")]
    package.targets.append(
        .executableTarget(
            name: "WebFuzzer",
            dependencies: [
                "VitrineWeb", "VitrineHost", "VitrineStore", "HostProtocol", "ExtensionProtocol", "WireTransport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOEmbedded", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"), .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            path: "Fixtures/WebFuzzer", exclude: ["web.dict"]))
    // scripts/fuzz.sh control: the control socket's decoders and the real ControlServer (on NIO).
    package.targets.append(
        .executableTarget(
            name: "ControlFuzzer", dependencies: ["ControlSocket", "HostProtocol", "WireTransport"],
            path: "Fixtures/ControlFuzzer", exclude: ["control.dict"]))
}
