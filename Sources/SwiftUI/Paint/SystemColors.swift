internal import AssetCatalog
import Foundation
internal import WidgetArchive

// iOS system colors with their light and dark appearances (UIKit's published values).

extension Color {
    /// The system red, adapting to light and dark appearance.
    public static let red = Color(
        storage: .adaptive(
            light: RGBAValue(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1),
            dark: RGBAValue(red: 255 / 255, green: 69 / 255, blue: 58 / 255, alpha: 1), name: "red"))
    /// The system orange, adapting to light and dark appearance.
    public static let orange = Color(
        storage: .adaptive(
            light: RGBAValue(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1),
            dark: RGBAValue(red: 255 / 255, green: 159 / 255, blue: 10 / 255, alpha: 1), name: "orange"))
    /// The system yellow, adapting to light and dark appearance.
    public static let yellow = Color(
        storage: .adaptive(
            light: RGBAValue(red: 255 / 255, green: 204 / 255, blue: 0 / 255, alpha: 1),
            dark: RGBAValue(red: 255 / 255, green: 214 / 255, blue: 10 / 255, alpha: 1), name: "yellow"))
    /// The system green, adapting to light and dark appearance.
    public static let green = Color(
        storage: .adaptive(
            light: RGBAValue(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1),
            dark: RGBAValue(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 1), name: "green"))
    /// The system mint, adapting to light and dark appearance.
    public static let mint = Color(
        storage: .adaptive(
            light: RGBAValue(red: 0 / 255, green: 199 / 255, blue: 190 / 255, alpha: 1),
            dark: RGBAValue(red: 99 / 255, green: 230 / 255, blue: 226 / 255, alpha: 1), name: "mint"))
    /// The system teal, adapting to light and dark appearance.
    public static let teal = Color(
        storage: .adaptive(
            light: RGBAValue(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1),
            dark: RGBAValue(red: 64 / 255, green: 200 / 255, blue: 224 / 255, alpha: 1), name: "teal"))
    /// The system cyan, adapting to light and dark appearance.
    public static let cyan = Color(
        storage: .adaptive(
            light: RGBAValue(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1),
            dark: RGBAValue(red: 100 / 255, green: 210 / 255, blue: 255 / 255, alpha: 1), name: "cyan"))
    /// The system blue, adapting to light and dark appearance.
    public static let blue = Color(
        storage: .adaptive(
            light: RGBAValue(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1),
            dark: RGBAValue(red: 10 / 255, green: 132 / 255, blue: 255 / 255, alpha: 1), name: "blue"))
    /// The system indigo, adapting to light and dark appearance.
    public static let indigo = Color(
        storage: .adaptive(
            light: RGBAValue(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1),
            dark: RGBAValue(red: 94 / 255, green: 92 / 255, blue: 230 / 255, alpha: 1), name: "indigo"))
    /// The system purple, adapting to light and dark appearance.
    public static let purple = Color(
        storage: .adaptive(
            light: RGBAValue(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1),
            dark: RGBAValue(red: 191 / 255, green: 90 / 255, blue: 242 / 255, alpha: 1), name: "purple"))
    /// The system pink, adapting to light and dark appearance.
    public static let pink = Color(
        storage: .adaptive(
            light: RGBAValue(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1),
            dark: RGBAValue(red: 255 / 255, green: 55 / 255, blue: 95 / 255, alpha: 1), name: "pink"))
    /// The system brown, adapting to light and dark appearance.
    public static let brown = Color(
        storage: .adaptive(
            light: RGBAValue(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1),
            dark: RGBAValue(red: 172 / 255, green: 142 / 255, blue: 104 / 255, alpha: 1), name: "brown"))
    /// The system gray, adapting to light and dark appearance.
    public static let gray = Color(
        storage: .adaptive(
            light: RGBAValue(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1),
            dark: RGBAValue(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1), name: "gray"))
    /// Black in every appearance.
    public static let black = Color(storage: .rgba(RGBAValue(red: 0, green: 0, blue: 0)))
    /// White in every appearance.
    public static let white = Color(storage: .rgba(RGBAValue(red: 1, green: 1, blue: 1)))
    /// A fully transparent color.
    public static let clear = Color(storage: .rgba(RGBAValue(red: 0, green: 0, blue: 0, alpha: 0)))
    /// The label color: black in light mode, white in dark mode.
    public static let primary = Color(
        storage: .adaptive(light: RGBAValue(red: 0, green: 0, blue: 0), dark: RGBAValue(red: 1, green: 1, blue: 1), name: "primary"))
    /// The secondary label color.
    public static let secondary = Color.label(level: 1)
    /// The app's accent color: the `AccentColor` asset of the widget's own catalog when it
    /// ships one (Xcode's template sets it as the global accent color), otherwise system
    /// blue. Which catalog is the widget's is known only where the view is resolved, so the
    /// color stays symbolic until then, whatever other catalogs the process has loaded.
    public static var accentColor: Color { Color(storage: .accent) }

    static let systemBackground = Color(
        storage: .adaptive(light: RGBAValue(red: 1, green: 1, blue: 1), dark: RGBAValue(red: 0, green: 0, blue: 0), name: "systemBackground"))

    /// Label colors by hierarchy level (label, secondaryLabel, tertiaryLabel, quaternaryLabel).
    static func label(level: Int) -> Color {
        let alpha = HierarchicalShapeStyle.opacity[min(level, 4)]
        if level == 0 { return .primary }
        return Color(
            storage: .adaptive(
                light: RGBAValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: alpha),
                dark: RGBAValue(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: alpha),
                name: ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(level, 4)]))
    }
}

extension ShapeStyle where Self == Color {
    /// The system red as a shape style.
    public static var red: Color { Color.red }
    /// The system orange as a shape style.
    public static var orange: Color { Color.orange }
    /// The system yellow as a shape style.
    public static var yellow: Color { Color.yellow }
    /// The system green as a shape style.
    public static var green: Color { Color.green }
    /// The system mint as a shape style.
    public static var mint: Color { Color.mint }
    /// The system teal as a shape style.
    public static var teal: Color { Color.teal }
    /// The system cyan as a shape style.
    public static var cyan: Color { Color.cyan }
    /// The system blue as a shape style.
    public static var blue: Color { Color.blue }
    /// The system indigo as a shape style.
    public static var indigo: Color { Color.indigo }
    /// The system purple as a shape style.
    public static var purple: Color { Color.purple }
    /// The system pink as a shape style.
    public static var pink: Color { Color.pink }
    /// The system brown as a shape style.
    public static var brown: Color { Color.brown }
    /// The system gray as a shape style.
    public static var gray: Color { Color.gray }
    /// Black as a shape style.
    public static var black: Color { Color.black }
    /// White as a shape style.
    public static var white: Color { Color.white }
    /// Transparent as a shape style.
    public static var clear: Color { Color.clear }
}
