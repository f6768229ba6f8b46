import Foundation
import SwiftUI

/// The styles `foregroundStyle(by:)` gives its values when the chart has no style scale:
/// Swift Charts' categorical order (blue, green, orange, purple, red, cyan, yellow, then
/// brown, pink, indigo, mint, teal, gray), repeating after the last.
enum ChartPalette {
    static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo, .mint, .teal, .gray]

    static func style(at index: Int) -> AnyShapeStyle { AnyShapeStyle(colors[index % colors.count]) }

    /// The style of marks with no style of their own.
    static let defaultStyle = AnyShapeStyle(Color.blue)
}
