import Foundation

/// Something the author should know about a resolved tree. Collected, never printed.
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Hashable, Sendable { case info, warning, error }

    public var severity: Severity
    /// Stable machine-readable code, e.g. `ignored-view`, `missing-asset`, `multiple-widget-url`.
    public var code: String
    public var message: String
    /// The node the problem is about, when there is one.
    public var nodeID: String?

    public init(severity: Severity, code: String, message: String, nodeID: String? = nil) {
        self.severity = severity; self.code = code; self.message = message; self.nodeID = nodeID
    }

    public var description: String {
        "\(severity.rawValue): [\(code)] \(message)" + (nodeID.map { " (at \($0))" } ?? "")
    }
}
