import Foundation

/// The one lock for Pango, fontconfig and cairo's FreeType font backend in this process.
///
/// Each `TextEngine` has its own font map and context, but beneath them these libraries
/// share process-wide state that is not safe to use from two threads at once: cairo's
/// FreeType faces and glyph caches (keyed by font file, so every engine reaches the same
/// ones), and fontconfig's current configuration, which registering a widget's bundled fonts
/// changes. A per-engine lock let two hosts' renders meet inside cairo-ft and crash (a NULL
/// dereference seen in CI while web requests rendered concurrently). Recursive, because font
/// resolution is reached both from inside text work and on its own.
enum FontStack {
    private static let lock = NSRecursiveLock()

    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }
}
