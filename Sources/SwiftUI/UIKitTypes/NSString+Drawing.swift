import Foundation

// UIKit's string drawing (`"12°".draw(at:withAttributes:)`) inside a UIGraphicsImageRenderer:
// recorded as SwiftUI text with the attributes' font and color, drawn by the host with the
// same text engine as any Text. Without a font the text is UIKit's default, 12-point system.

extension NSAttributedString.Key {
    /// The text's font, a `UIFont` (UIKit's key).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's color, a `UIColor` (UIKit's key).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Text drawn into a recording context, placed at a point (its top-leading corner) or wrapped
/// in a rectangle.
struct RecordedText: @unchecked Sendable {
    let text: Text
    let point: CGPoint?
    let rect: CGRect?

    init(_ string: String, attributes: [NSAttributedString.Key: Any]?, point: CGPoint? = nil, rect: CGRect? = nil) {
        let font = (attributes?[.font] as? UIFont).map { Font($0) } ?? .system(size: 12)
        let color = (attributes?[.foregroundColor] as? UIColor).map { Color(uiColor: $0) } ?? .black
        text = Text(verbatim: string).font(font).foregroundColor(color)
        self.point = point
        self.rect = rect
    }

    /// Records the text in the current context (nothing when none is current).
    func draw() { UIGraphicsGetCurrentContext()?.drawCustom(self) }
}

extension NSString {
    /// Draws the string with its top-leading corner at `point` of the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        RecordedText(self as String, attributes: attrs, point: point).draw()
    }

    /// Draws the string wrapped in `rect` of the current context, from its top-leading corner.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        RecordedText(self as String, attributes: attrs, rect: rect).draw()
    }
}

extension String {
    /// Draws the string with its top-leading corner at `point` of the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        RecordedText(self, attributes: attrs, point: point).draw()
    }

    /// Draws the string wrapped in `rect` of the current context, from its top-leading corner.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        RecordedText(self, attributes: attrs, rect: rect).draw()
    }
}
