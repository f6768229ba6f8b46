// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WeatherlyCore",
    platforms: [.iOS(.v17)],
    products: [.library(name: "WeatherlyCore", targets: ["WeatherlyCore"])],
    targets: [.target(name: "WeatherlyCore")]
)
