import Foundation

// UIColor in drawing code: the current context's fill and stroke colors, and Core Graphics
// colors. A dynamic system color gives its light appearance, as UIKit does outside a trait
// collection that says dark.

extension UIColor {
    /// The color as a Core Graphics color (the light appearance of a dynamic color).
    public var cgColor: CGColor {
        CGColor(red: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue), alpha: CGFloat(components.alpha))
    }

    /// A color from a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Makes this the fill color of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke color of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke color of the current context.
    public func set() {
        setFill()
        setStroke()
    }
}
