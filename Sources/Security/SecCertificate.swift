import Foundation

/// A certificate, as Security's `SecCertificate`: the DER bytes of an X.509 certificate.
///
/// Vitrine keeps no trust store and evaluates no trust, so a certificate here is only its bytes:
/// code that turns certificates into data and back (a pinned server certificate kept in the
/// keychain, swift-certificates' `Certificate(secCertificate)`) works, and nothing else is
/// claimed. It also lets packages that test `#if canImport(Security)` to bridge certificates
/// compile against this module.
public final class SecCertificate: @unchecked Sendable {
    let der: Data

    init(der: Data) { self.der = der }
}

/// An allocator, as Core Foundation's; only `nil` (the default allocator) is ever passed.
public final class CFAllocator: @unchecked Sendable {
    private init() {}
}

/// A certificate from its DER encoding, or nil when `data` is not one DER `SEQUENCE` filling
/// the whole buffer (Apple returns nil for data that is not a DER-encoded X.509 certificate; the
/// certificate's fields are not parsed here).
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    let bytes = [UInt8](data as Data)
    guard bytes.count >= 2, bytes[0] == 0x30 else { return nil }
    // The outer SEQUENCE's length (short or long form) must cover exactly the rest.
    var length = 0
    var header = 2
    if bytes[1] < 0x80 {
        length = Int(bytes[1])
    } else {
        let count = Int(bytes[1] & 0x7F)
        guard count >= 1, count <= 4, bytes.count >= 2 + count else { return nil }
        for byte in bytes[2..<(2 + count)] { length = length << 8 | Int(byte) }
        header += count
    }
    guard header + length == bytes.count else { return nil }
    return SecCertificate(der: Data(bytes))
}

/// The certificate's DER encoding.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData {
    certificate.der as NSData
}
