import Foundation

/// Something the author should know about a resolved tree. Collected, never printed.
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
    /// How much the problem matters: a note, something the author likely did not intend, or content that was dropped.
    public enum Severity: String, Codable, Hashable, Sendable { case info, warning, error }

    /// How much the problem matters.
    public var severity: Severity
    /// Stable machine-readable code, e.g. `ignored-view`, `missing-asset`, `multiple-widget-url`.
    public var code: String
    /// What happened, in words.
    public var message: String
    /// The node the problem is about, when there is one.
    public var nodeID: String?

    /// A diagnostic, optionally about one node.
    public init(severity: Severity, code: String, message: String, nodeID: String? = nil) {
        self.severity = severity; self.code = code; self.message = message; self.nodeID = nodeID
    }

    /// Severity, code, message and node, on one line.
    public var description: String {
        "\(severity.rawValue): [\(code)] \(message)" + (nodeID.map { " (at \($0))" } ?? "")
    }
}
