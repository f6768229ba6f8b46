/// A StoreKit value with the outcome of checking its App Store signature, as Apple's: code
/// unwraps it with `switch` or ``payloadValue``. No value is ever produced on this machine,
/// since there are no transactions.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// The signature could not be verified; the value and why.
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// The signature checked out.
    case verified(SignedType)

    /// Why a signature failed to verify: Apple's cases.
    public enum VerificationError: Error, Sendable, Hashable {
        /// A certificate in the chain was revoked.
        case revokedCertificate
        /// The certificate chain is not valid.
        case invalidCertificateChain
        /// The value was not signed for this device.
        case invalidDeviceVerification
        /// The signed data could not be decoded.
        case invalidEncoding
        /// The signature does not match.
        case invalidSignature
        /// A required property is missing.
        case missingRequiredProperties
    }

    /// The value when verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value whether or not it verified.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}
