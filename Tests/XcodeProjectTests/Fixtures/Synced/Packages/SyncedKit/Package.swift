// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SyncedKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SyncedKit", targets: ["SyncedKit"])],
    targets: [.target(name: "SyncedKit")]
)
