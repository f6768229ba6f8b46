// On iOS `import SwiftUI` also brings in Foundation; widget files rely on that.
@_exported import Foundation
// On iOS 17+ `import SwiftUI` also brings in Observation (`@Observable`); it ships with the
// Swift toolchain on Linux too.
@_exported import Observation
