import Foundation
import SwiftUI
import UIKit

/// A badge drawn the way widget code draws one with UIKit: a filled background, a rounded
/// white card, a red diagonal through Core Graphics, and a downloaded photo resized into the
/// corner. Written in its own file: a file cannot import both Testing and UIKit.
enum DrawnBadge {
    static func image(photo: UIImage?, fill: UIColor = .systemBlue) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60))
        return renderer.image { ctx in
            fill.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            let card = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 8)
            UIColor.white.setFill()
            card.fill()
            ctx.cgContext.setStrokeColor(UIColor.red.cgColor)
            ctx.cgContext.setLineWidth(3)
            ctx.cgContext.move(to: .zero)
            ctx.cgContext.addLine(to: CGPoint(x: 60, y: 60))
            ctx.cgContext.strokePath()
            photo?.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
    }

    /// The older API: begin, draw, take the image, end.
    static func legacyDot() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.green.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
