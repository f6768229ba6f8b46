// `import CoreGraphics` on Linux: Foundation brings CGFloat, CGPoint, CGSize and CGRect, as
// Apple's CoreGraphics does. This module adds what Linux's Foundation lacks: affine
// transforms, colors, paths, images, and `CGContext` as a recording context (drawing is kept
// as operations that Vitrine's engine draws later; the extension has no rasterizer).
@_exported import Foundation
// Empty: it exists so that Swift Testing's cross-import overlay for CoreGraphics is found
// (Package.swift says why); importing it keeps it built before any test file needs it.
internal import _Testing_CoreGraphics
