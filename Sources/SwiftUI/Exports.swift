// On iOS `import SwiftUI` also brings in Foundation; widget files rely on that.
@_exported import Foundation
