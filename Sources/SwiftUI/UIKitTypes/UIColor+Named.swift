import Foundation

// UIKit's named colors. The fixed ones are the same in light and dark (UIKit documents their
// components: `red` is pure 1, 0, 0, `lightGray` is white 2/3); the system and semantic ones
// are dynamic, with the light and dark values UIKit publishes, and `Color(uiColor:)` keeps
// them adaptive as SwiftUI does.

extension UIColor {
    /// Black, white 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// White, white 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// White 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red: 1, 0, 0 (the adaptive system red is `systemRed`).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green: 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue: 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Text on dark backgrounds: white at 60 %.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black.
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: System colors

    /// The system red, adapting to the appearance.
    public static let systemRed = UIColor(system: "systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// The system orange.
    public static let systemOrange = UIColor(system: "systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// The system yellow.
    public static let systemYellow = UIColor(system: "systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// The system green.
    public static let systemGreen = UIColor(system: "systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// The system mint.
    public static let systemMint = UIColor(system: "systemMint", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    /// The system teal.
    public static let systemTeal = UIColor(system: "systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// The system cyan.
    public static let systemCyan = UIColor(system: "systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// The system blue.
    public static let systemBlue = UIColor(system: "systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// The system indigo.
    public static let systemIndigo = UIColor(system: "systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// The system purple.
    public static let systemPurple = UIColor(system: "systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// The system pink.
    public static let systemPink = UIColor(system: "systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// The system brown.
    public static let systemBrown = UIColor(system: "systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// The base gray.
    public static let systemGray = UIColor(system: "systemGray", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// The second gray level: lighter in light mode, darker in dark mode.
    public static let systemGray2 = UIColor(system: "systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// The third gray level.
    public static let systemGray3 = UIColor(system: "systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// The fourth gray level.
    public static let systemGray4 = UIColor(system: "systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// The fifth gray level.
    public static let systemGray5 = UIColor(system: "systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// The sixth gray level, nearest the background.
    public static let systemGray6 = UIColor(system: "systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

    // MARK: Semantic colors

    /// Primary text.
    public static let label = UIColor(system: "label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// Secondary text.
    public static let secondaryLabel = UIColor(system: "secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// Placeholder text in controls.
    public static let placeholderText = UIColor(system: "placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Links.
    public static let link = UIColor(system: "link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// Thin separators, letting what is below show through.
    public static let separator = UIColor(system: "separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// Opaque separators.
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    /// The main background.
    public static let systemBackground = UIColor(system: "systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// Content layered on the main background.
    public static let secondarySystemBackground = UIColor(
        system: "secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// Content layered on the secondary background.
    public static let tertiarySystemBackground = UIColor(
        system: "tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// The background of grouped content.
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// Content layered on the grouped background.
    public static let secondarySystemGroupedBackground = UIColor(
        system: "secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// Content layered on the secondary grouped background.
    public static let tertiarySystemGroupedBackground = UIColor(
        system: "tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))
    /// Fill for thin and small shapes.
    public static let systemFill = UIColor(system: "systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// Fill for medium-size shapes.
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// Fill for large shapes.
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// Fill for large areas holding complex content.
    public static let quaternarySystemFill = UIColor(
        system: "quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
}
