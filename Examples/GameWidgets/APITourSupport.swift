//
//  APITourSupport.swift
//  GameWidgets
//
//  Helpers for APITourWidget: a custom environment value, a custom view modifier and
//  the "downloaded" badge image.
//

import Foundation
import SwiftUI

// MARK: - A custom environment value

private struct HighlightLevelKey: EnvironmentKey {
    static let defaultValue: Int = 1
}

extension EnvironmentValues {
    /// How strongly cards are highlighted; set with `.environment(\.highlightLevel, 2)`.
    var highlightLevel: Int {
        get { self[HighlightLevelKey.self] }
        set { self[HighlightLevelKey.self] = newValue }
    }
}

// MARK: - A custom view modifier

struct CardStyle: ViewModifier {
    @Environment(\.highlightLevel) private var highlightLevel
    @Environment(\.colorScheme) private var colorScheme
    var cornerRadius: CGFloat = 10

    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .fill(colorScheme == .dark ? Color.white.opacity(0.12) : Color.black.opacity(0.05))
            )
            .overlay(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(Color.accentColor.opacity(0.3 * Double(highlightLevel)), lineWidth: 1)
            )
    }
}

extension View {
    func card(cornerRadius: CGFloat = 10) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius))
    }
}

// MARK: - The badge image

enum BadgeImage {
    /// An 8×8 PNG (red and white checkerboard). The article this follows downloads its icons
    /// in getTimeline and turns the bytes into a UIImage; embedding the bytes keeps the widget
    /// free of network access, so every render is the same.
    static let base64PNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAHklEQVR42mO4aWX1H4RhAJ3PQFABLgkYn7CCQeAGAKPxyQGMpqvrAAAAAElFTkSuQmCC"

    /// The PNG bytes, as a network request would have returned them.
    static func download() -> Data? {
        Data(base64Encoded: base64PNG)
    }
}

// MARK: - Formatters

enum TourFormatters {
    /// A classic `Formatter` for `Text(_:formatter:)`. Fixed locale so output is reproducible.
    static func scoreFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }
}
