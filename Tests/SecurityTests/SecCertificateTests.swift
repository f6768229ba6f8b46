import Foundation
import Security
import Testing

/// `SecCertificate` as certificate-pinning code uses it: DER in, the same DER out, and nil for
/// bytes that are not one DER structure.
@Suite struct SecCertificateTests {
    /// A self-signed P-256 certificate for widgets.example.com (openssl, DER, 405 bytes).
    static let der = Data(
        base64Encoded:
            "MIIBkTCCATegAwIBAgIUFdy9kbrQYt261boYfdwPzIWBi80wCgYIKoZIzj0EAwIwHjEcMBoGA1UEAwwTd2lkZ2V0cy5leGFtcGxlLmNvbTAeFw0yNjExMjYwNDM4NDNaFw0zNjExMjMwNDM4NDNaMB4xHDAaBgNVBAMME3dpZGdldHMuZXhhbXBsZS5jb20wWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQglfMBS1Sdq44qL6ikkP5RgP2njSlL+X/kr1/Ra1FEmHKZ4kv6d/f0g9Ft5PyiMav3AbZ8+1O6i1XKIZCi0wWjo1MwUTAdBgNVHQ4EFgQUs6K/tDa521cb1IHyQtECq09j3/QwHwYDVR0jBBgwFoAUs6K/tDa521cb1IHyQtECq09j3/QwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiAtnqdZ8wlJ68uFxnRfCwxAbH8xiROPP+Cm33SLtJLChAIhAIgF/U3bBnhaXt7S1e3n/hBDzpMtly4HrFbuJ25NDSUx"
    )!

    @Test func derRoundTrips() throws {
        #expect(Self.der.count == 405)
        let certificate = try #require(SecCertificateCreateWithData(nil, Self.der as CFData))
        #expect(SecCertificateCopyData(certificate) as Data == Self.der)
    }

    @Test func bytesThatAreNotOneDERStructureAreRefused() {
        // Cut short, one byte too many, not a SEQUENCE, empty.
        #expect(SecCertificateCreateWithData(nil, Self.der.dropLast() as NSData) == nil)
        #expect(SecCertificateCreateWithData(nil, (Self.der + [0]) as NSData) == nil)
        #expect(SecCertificateCreateWithData(nil, Data("-----BEGIN CERTIFICATE-----".utf8) as NSData) == nil)
        #expect(SecCertificateCreateWithData(nil, Data() as NSData) == nil)
    }
}
