import Foundation

/// The one lock for Pango, fontconfig and cairo's FreeType font backend in this process.
///
/// Pango objects are not thread-safe, and beneath them cairo's FreeType faces and glyph
/// caches and fontconfig's current configuration (which registering a widget's bundled
/// fonts changes) are process-wide. With one lock per renderer, two renders met inside
/// cairo-ft and crashed (a NULL dereference seen in CI while web requests rendered
/// concurrently). Recursive, because font resolution is reached both from inside text work
/// and on its own.
enum FontStack {
    private static let lock = NSRecursiveLock()

    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }
}
