import Dispatch
import Foundation

/// Evaluates authentication policies, behaving as on a device with no biometric sensor and
/// no passcode: nothing can be evaluated, so apps take their "unlock unavailable" path.
///
/// `canEvaluatePolicy` returns `false` and sets the error to `LAError(.biometryNotAvailable)`
/// for the biometrics policy and `LAError(.passcodeNotSet)` for the passcode policy;
/// `evaluatePolicy` fails the same way.
public final class LAContext: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var evaluatedType: LABiometryType = .none
    /// The title of the fallback button; recorded, never shown.
    public var localizedFallbackTitle: String?
    /// The title of the cancel button; recorded, never shown.
    public var localizedCancelTitle: String?

    /// A context.
    public override init() {
        super.init()
    }

    /// The device's biometric sensor: `.none`, as Apple reports before and after `canEvaluatePolicy` on such a device.
    public var biometryType: LABiometryType { lock.withLock { evaluatedType } }

    /// Whether `policy` can be evaluated: `false`, with `error` set to the reason (pass `&error` with `var error: NSError?`).
    public func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = Self.reason(for: policy).nsError
        return false
    }

    /// Evaluates `policy`: `reply` gets `false` and the reason, on a background queue.
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { reply(false, Self.reason(for: policy)) }
    }

    /// Evaluates `policy`: throws the reason.
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw Self.reason(for: policy)
    }

    /// Invalidates the context.
    public func invalidate() {}

    private static func reason(for policy: LAPolicy) -> LAError {
        policy == .deviceOwnerAuthenticationWithBiometrics ? LAError(.biometryNotAvailable) : LAError(.passcodeNotSet)
    }
}
