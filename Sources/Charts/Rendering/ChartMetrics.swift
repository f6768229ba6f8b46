import Foundation
import SwiftUI

/// The sizes the chart lays itself out with. Text is placed before the host measures it with
/// real fonts, so label widths are estimated from the system font's advances (Inter: digits
/// about 0.62 em, most letters about 0.55 em, narrow punctuation about 0.3 em).
enum ChartMetrics {
    /// Axis labels and legend entries: the caption 2 text style.
    static let labelFont = Font.caption2
    static let labelSize: CGFloat = 11
    /// One line of label text (Inter's line height is 1.21 em).
    static let labelLineHeight: CGFloat = 13.5
    /// The length of an axis tick outside the plot.
    static let tickLength: CGFloat = 4
    /// Between a tick's end and its label.
    static let labelGap: CGFloat = 2
    /// Grid lines and ticks.
    static let gridWidth: CGFloat = 0.5
    static let gridStyle = AnyShapeStyle(Color.secondary.opacity(0.5))
    static let labelStyle = AnyShapeStyle(Color.secondary)
    /// Between the plot (with its x axis) and the legend.
    static let legendSpacing: CGFloat = 8
    /// A legend entry's symbol, and the space between it and its label.
    static let legendSymbol: CGFloat = 7
    static let legendSymbolGap: CGFloat = 4
    /// Between rows of legend entries.
    static let legendRowGap: CGFloat = 2
    /// Between legend entries.
    static let legendItemGap: CGFloat = 10
    /// The width of default lines and rules.
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    /// The default area of a point's symbol, in square points (an 8-point circle).
    static let symbolArea: CGFloat = 50
    /// The part of a band or calendar unit a bar fills by default.
    static let barFill: CGFloat = 0.8
    /// The default width of a rectangle or bar at a numeric position.
    static let defaultMarkWidth: CGFloat = 20
    /// Between an annotation and its mark.
    static let annotationSpacing: CGFloat = 4

    /// The estimated width of `text` in the label font.
    static func textWidth(_ text: String, size: CGFloat = labelSize) -> CGFloat {
        var em: CGFloat = 0
        for c in text {
            switch c {
            case "0"..."9": em += 0.62
            case ".", ",", ":", ";", "'", "|", "!", "i", "l", "I", "j": em += 0.3
            case " ": em += 0.28
            case "M", "W", "m", "w": em += 0.85
            default: em += c.isUppercase ? 0.68 : 0.56
            }
        }
        return ceil(em * size)
    }
}
