// TEMPORARY until the taps branch is merged
import Foundation
public struct TapResult: Codable, Sendable { public var message: String }
extension HostDaemon {
    public func setLocked(_ locked: Bool) { isLocked = locked }
    public func tap(instance id: Int64, x: Double, y: Double) async throws -> TapResult { TapResult(message: "stub") }
}
