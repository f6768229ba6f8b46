// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SkylineKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SkylineKit", targets: ["SkylineKit"])],
    targets: [.target(name: "SkylineKit")]
)
