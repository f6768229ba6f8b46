// On iOS `import SwiftUI` also brings in Foundation; widget files rely on that. FoundationCompat
// re-exports it with what Linux's Foundation lacks (URLSession's FoundationNetworking, the
// relative date and duration formatters, String(localized:), LocalizedStringResource).
@_exported import Foundation
@_exported import FoundationCompat
// On iOS 17+ `import SwiftUI` also brings in Observation (`@Observable`); it ships with the
// Swift toolchain on Linux too.
@_exported import Observation
