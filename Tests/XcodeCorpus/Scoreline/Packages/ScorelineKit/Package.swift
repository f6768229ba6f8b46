// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "ScorelineKit",
    platforms: [.iOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "ScorelineKit", targets: ["ScorelineKit"]),
    ],
    targets: [
        .target(name: "ScorelineKit"),
        .testTarget(name: "ScorelineKitTests", dependencies: ["ScorelineKit"]),
    ]
)
