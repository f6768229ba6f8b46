// swift-tools-version: 6.1
import PackageDescription

// Vitrine: Apple's WidgetKit rebuilt for Linux.
// Author-facing modules carry Apple's names (SwiftUI, WidgetKit, UIKit); engine modules
// are named for their role. See docs/ARCHITECTURE.md for the allowed import directions.
let package = Package(
    name: "Vitrine",
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "WidgetArchive", targets: ["WidgetArchive"]),
        .library(name: "AssetCatalog", targets: ["AssetCatalog"]),
        .library(name: "WidgetLayout", targets: ["WidgetLayout"]),
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        .executable(name: "vitrine", targets: ["vitrine"]),
        .executable(name: "vitrine-bench", targets: ["vitrine-bench"]),
    ],
    dependencies: [
        // The `vitrine` command line (subcommands, help, validation).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Engine side, shared with the host: the display-tree model and its codec.
        .target(name: "WidgetArchive"),
        // Reads Xcode asset catalogs (.xcassets) shipped as SwiftPM resources.
        .target(name: "AssetCatalog"),
        // Layout with SwiftUI's semantics (pure Swift; text measured through a protocol),
        // and the display list it produces.
        .target(name: "WidgetLayout", dependencies: ["WidgetArchive"]),
        // Host ↔ extension messages and framing (docs/PROTOCOL.md), shared by both sides.
        .target(name: "ExtensionProtocol", dependencies: ["WidgetArchive"]),
        // Cairo raster/SVG and Pango/HarfBuzz text, from Debian's packages.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "zlib1g-dev", "libdeflate-dev", "libjpeg62-turbo-dev"])]
        ),
        // Launches widget extensions on demand and talks to them, with time and memory limits.
        .target(name: "ExtensionHost", dependencies: ["ExtensionProtocol", "WidgetArchive"]),
        .target(name: "WidgetRender", dependencies: ["WidgetLayout", "WidgetArchive", "AssetCatalog", "CCairo"]),
        .executableTarget(
            name: "vitrine",
            dependencies: ["WidgetRender", "WidgetLayout", "WidgetArchive", "ExtensionHost", "ExtensionProtocol", "AssetCatalog",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/VitrineCLI"
        ),
        .executableTarget(name: "vitrine-bench", dependencies: ["WidgetRender", "WidgetLayout", "WidgetArchive", "CCairo"], path: "Sources/VitrineBench"),

        // Author side: Apple's module names and public signatures.
        .target(name: "SwiftUI", dependencies: ["WidgetArchive", "AssetCatalog"]),
        .target(name: "UIKit", dependencies: ["SwiftUI"]),
        .target(name: "Intents"),
        .target(name: "WidgetKit", dependencies: ["SwiftUI", "Intents", "WidgetArchive", "ExtensionProtocol"]),

        // Example widget extension: the seed articles' widgets, written as iOS code.
        .executableTarget(
            name: "GameWidgets",
            dependencies: ["WidgetKit"],
            path: "Examples/GameWidgets",
            exclude: ["README.md"],
            resources: [.copy("Assets.xcassets"), .copy("ru.lproj")]
        ),

        .testTarget(name: "WidgetArchiveTests", dependencies: ["WidgetArchive"]),
        // A widget extension that misbehaves on purpose (hang, crash, leak, garbage…), for the host's fault tests.
        .executableTarget(name: "FaultyExtension", dependencies: ["ExtensionProtocol", "WidgetArchive"], path: "Fixtures/FaultyExtension"),
        .testTarget(name: "ExtensionHostTests", dependencies: ["ExtensionHost", "ExtensionProtocol", "WidgetArchive", "GameWidgets", "FaultyExtension"]),
        .testTarget(name: "WidgetLayoutTests", dependencies: ["WidgetLayout", "WidgetArchive"]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetLayout", "WidgetArchive"]),
        .testTarget(
            name: "AssetCatalogTests",
            dependencies: ["AssetCatalog"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "WidgetArchive"]),
        .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit", "WidgetArchive"]),
        // Sources written exactly as iOS widget code is written; they must compile unchanged.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["WidgetKit", "WidgetArchive"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Every example widget rendered through the whole pipeline, against checked-in PNGs.
        .testTarget(
            name: "GoldenTests",
            dependencies: ["GameWidgets", "WidgetKit", "WidgetRender", "WidgetLayout", "WidgetArchive", "AssetCatalog"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "ExampleTests",
            dependencies: ["GameWidgets", "vitrine", "WidgetArchive", "WidgetRender"],
            exclude: ["Expectations"]
        ),
    ]
)
