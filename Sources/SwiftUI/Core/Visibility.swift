import Foundation

/// Whether a piece of interface is shown: `automatic` lets the view decide (Charts' axes and
/// legends, for example).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The view's own default.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
