// UIKit's types that widget code uses (UIImage, UIColor) live in SwiftUI on Linux, so
// that `import SwiftUI` alone reaches them as on iOS without pulling in a module named
// UIKit (Swift Testing's cross-import overlay for UIKit does not exist on Linux).
// `import UIKit` keeps compiling by re-exporting them.
@_exported import SwiftUI
