import Foundation
internal import WidgetArchive
internal import AssetCatalog

// iOS system colors with their light and dark appearances (UIKit's published values).

extension Color {
    public static let red = Color(storage: .adaptive(light: RGBAValue(red: 255/255, green: 59/255, blue: 48/255, alpha: 1), dark: RGBAValue(red: 255/255, green: 69/255, blue: 58/255, alpha: 1), name: "red"))
    public static let orange = Color(storage: .adaptive(light: RGBAValue(red: 255/255, green: 149/255, blue: 0/255, alpha: 1), dark: RGBAValue(red: 255/255, green: 159/255, blue: 10/255, alpha: 1), name: "orange"))
    public static let yellow = Color(storage: .adaptive(light: RGBAValue(red: 255/255, green: 204/255, blue: 0/255, alpha: 1), dark: RGBAValue(red: 255/255, green: 214/255, blue: 10/255, alpha: 1), name: "yellow"))
    public static let green = Color(storage: .adaptive(light: RGBAValue(red: 52/255, green: 199/255, blue: 89/255, alpha: 1), dark: RGBAValue(red: 48/255, green: 209/255, blue: 88/255, alpha: 1), name: "green"))
    public static let mint = Color(storage: .adaptive(light: RGBAValue(red: 0/255, green: 199/255, blue: 190/255, alpha: 1), dark: RGBAValue(red: 99/255, green: 230/255, blue: 226/255, alpha: 1), name: "mint"))
    public static let teal = Color(storage: .adaptive(light: RGBAValue(red: 48/255, green: 176/255, blue: 199/255, alpha: 1), dark: RGBAValue(red: 64/255, green: 200/255, blue: 224/255, alpha: 1), name: "teal"))
    public static let cyan = Color(storage: .adaptive(light: RGBAValue(red: 50/255, green: 173/255, blue: 230/255, alpha: 1), dark: RGBAValue(red: 100/255, green: 210/255, blue: 255/255, alpha: 1), name: "cyan"))
    public static let blue = Color(storage: .adaptive(light: RGBAValue(red: 0/255, green: 122/255, blue: 255/255, alpha: 1), dark: RGBAValue(red: 10/255, green: 132/255, blue: 255/255, alpha: 1), name: "blue"))
    public static let indigo = Color(storage: .adaptive(light: RGBAValue(red: 88/255, green: 86/255, blue: 214/255, alpha: 1), dark: RGBAValue(red: 94/255, green: 92/255, blue: 230/255, alpha: 1), name: "indigo"))
    public static let purple = Color(storage: .adaptive(light: RGBAValue(red: 175/255, green: 82/255, blue: 222/255, alpha: 1), dark: RGBAValue(red: 191/255, green: 90/255, blue: 242/255, alpha: 1), name: "purple"))
    public static let pink = Color(storage: .adaptive(light: RGBAValue(red: 255/255, green: 45/255, blue: 85/255, alpha: 1), dark: RGBAValue(red: 255/255, green: 55/255, blue: 95/255, alpha: 1), name: "pink"))
    public static let brown = Color(storage: .adaptive(light: RGBAValue(red: 162/255, green: 132/255, blue: 94/255, alpha: 1), dark: RGBAValue(red: 172/255, green: 142/255, blue: 104/255, alpha: 1), name: "brown"))
    public static let gray = Color(storage: .adaptive(light: RGBAValue(red: 142/255, green: 142/255, blue: 147/255, alpha: 1), dark: RGBAValue(red: 142/255, green: 142/255, blue: 147/255, alpha: 1), name: "gray"))
    public static let black = Color(storage: .rgba(RGBAValue(red: 0, green: 0, blue: 0)))
    public static let white = Color(storage: .rgba(RGBAValue(red: 1, green: 1, blue: 1)))
    public static let clear = Color(storage: .rgba(RGBAValue(red: 0, green: 0, blue: 0, alpha: 0)))
    /// The label color: black in light mode, white in dark mode.
    public static let primary = Color(storage: .adaptive(light: RGBAValue(red: 0, green: 0, blue: 0), dark: RGBAValue(red: 1, green: 1, blue: 1), name: "primary"))
    /// The secondary label color.
    public static let secondary = Color.label(level: 1)
    /// The app's accent color: the `AccentColor` asset of the widget's own catalog when it
    /// ships one (Xcode's template sets it as the global accent color), otherwise system
    /// blue. Which catalog is the widget's is known only where the view is resolved, so the
    /// color stays symbolic until then, whatever other catalogs the process has loaded.
    public static var accentColor: Color { Color(storage: .accent) }

    static let systemBackground = Color(storage: .adaptive(light: RGBAValue(red: 1, green: 1, blue: 1), dark: RGBAValue(red: 0, green: 0, blue: 0), name: "systemBackground"))

    /// Label colors by hierarchy level (label, secondaryLabel, tertiaryLabel, quaternaryLabel).
    static func label(level: Int) -> Color {
        let alpha = HierarchicalShapeStyle.opacity[min(level, 4)]
        if level == 0 { return .primary }
        return Color(storage: .adaptive(
            light: RGBAValue(red: 60/255, green: 60/255, blue: 67/255, alpha: alpha),
            dark: RGBAValue(red: 235/255, green: 235/255, blue: 245/255, alpha: alpha),
            name: ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(level, 4)]))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
