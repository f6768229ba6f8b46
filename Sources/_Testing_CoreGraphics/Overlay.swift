// Swift Testing's toolchain declares a cross-import overlay named `_Testing_CoreGraphics` for
// any module named CoreGraphics (on Apple's platforms it makes CGImage attachable). Linux's
// toolchain does not ship it, so a test file that imports Testing and Vitrine's CoreGraphics
// (or SwiftUI, which re-exports it) would fail with "no such module". This empty module is
// what the compiler finds instead; it adds nothing.
