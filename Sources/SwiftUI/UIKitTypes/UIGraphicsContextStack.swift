import Foundation

// UIKit's current context: the one `UIColor.setFill()`, `UIBezierPath.fill()` and
// `UIImage.draw(in:)` draw into. It is per thread, as UIKit's is, so renderers on several
// threads do not see each other's contexts.

/// The contexts pushed on this thread, innermost last, and the image contexts begun.
private final class ContextStack {
    var contexts: [CGContext] = []
    /// Contexts made by `UIGraphicsBeginImageContext…`, with the scale of their images.
    var imageContexts: [(context: CGContext, scale: CGFloat, size: CGSize)] = []

    static var current: ContextStack {
        let key = "vitrine.UIGraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// The context drawing goes to on this thread: a renderer's while its actions run, or one
/// pushed with `UIGraphicsPushContext`; nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ContextStack.current.contexts.last
}

/// Makes `context` current for UIKit drawing on this thread.
public func UIGraphicsPushContext(_ context: CGContext) {
    ContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last push.
public func UIGraphicsPopContext() {
    _ = ContextStack.current.contexts.popLast()
}

/// Starts drawing an image of `size` points (the older form of `UIGraphicsImageRenderer`);
/// `scale` 0 means the screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    if scale > 0 { format.scale = scale }
    let context = UIGraphicsImageRendererContext(bounds: CGRect(origin: .zero, size: size), format: format).cgContext
    ContextStack.current.imageContexts.append((context, format.scale, size))
    UIGraphicsPushContext(context)
}

/// Starts drawing an image of `size` points at scale 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context; nil when none was begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = ContextStack.current.imageContexts.last, let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: top.scale, pointSize: top.size)
}

/// Ends the image context begun last and makes the previous context current.
public func UIGraphicsEndImageContext() {
    let stack = ContextStack.current
    guard let top = stack.imageContexts.popLast() else { return }
    if let index = stack.contexts.lastIndex(where: { $0 === top.context }) { stack.contexts.remove(at: index) }
}
