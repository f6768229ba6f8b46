import Foundation
import LocalAuthentication
import Testing

/// Local Authentication as an app-lock helper calls it (a journal widget hiding entries until
/// unlocked), on a machine that behaves like a device with no biometrics and no passcode.
@Suite(.timeLimit(.minutes(1))) struct AppLockTests {
    /// The helper as real code writes it: check, then evaluate, else explain why not.
    static func unlockLabel() -> String {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            if let error, error.code == LAError.biometryNotAvailable.rawValue {
                return "Face ID unavailable, entries hidden"
            }
            return "Locked"
        }
        return context.biometryType == .faceID ? "Unlock with Face ID" : "Unlock with Touch ID"
    }

    @Test func biometricsUnavailableSendsTheHelperToItsFallback() {
        #expect(Self.unlockLabel() == "Face ID unavailable, entries hidden")
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == "com.apple.LocalAuthentication")
        #expect(error?.code == -6)
        #expect(error?.localizedDescription == "Biometry is not available on this device.")
        #expect(context.biometryType == .none)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    }

    @Test func evaluatingFailsWithTheSameReason() async {
        let context = LAContext()
        var fellBack = false
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your journal")
        } catch LAError.biometryNotAvailable {
            fellBack = true
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(fellBack)
        let reply: (Bool, LAError.Code?) = await withCheckedContinuation { continuation in
            context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
                continuation.resume(returning: (success, (error as? LAError)?.code))
            }
        }
        #expect(reply.0 == false)
        #expect(reply.1 == .passcodeNotSet)
    }
}
