// What `import SwiftUI` brings on iOS besides SwiftUI:
//
// - Combine (`ObservableObject`, `@Published`, publishers): view models written with only
//   `import SwiftUI` build. Vitrine's `Combine` is OpenCombine under Apple's name, built after
//   GRDB, whose `#if canImport(Combine)` code must not see it (Package.swift, docs/FRAMEWORKS.md).
// - Foundation, which widget files rely on. FoundationCompat re-exports it with what Linux's
//   Foundation lacks (URLSession's FoundationNetworking, the relative date and duration
//   formatters, String(localized:), LocalizedStringResource, App Group containers).
// - Observation (`@Observable`, iOS 17); it ships with the Swift toolchain on Linux too.
// - CoreGraphics (CGAffineTransform, CGColor, CGPath, CGContext, CGImage): UIKit drawing code
//   and `Path`'s transforms use it without importing it, as on iOS.
@_exported import Combine
@_exported import CoreGraphics
@_exported import Foundation
@_exported import FoundationCompat
@_exported import Observation
