import Crypto
import Foundation

/// SHA-256 as 64 lowercase hex digits: the content keys of archives and images.
///
/// Content addressing needs a hash whose collisions are out of reach (a checksum such as
/// FNV will not do); the digest is swift-crypto's, BoringSSL's on Linux.
public enum ContentHash {
    /// The hex digest of `data`.
    public static func hex(_ data: Data) -> String {
        let digest = SHA256.hash(data: data)
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: SHA256Digest.byteCount * 2) { chars in
            var i = 0
            digest.withUnsafeBytes { bytes in
                for byte in bytes {
                    chars[i] = digits[Int(byte >> 4)]
                    chars[i + 1] = digits[Int(byte & 0x0f)]
                    i += 2
                }
            }
            return i
        }
    }

    /// The hex digest of a string's UTF-8 bytes.
    public static func hex(_ string: String) -> String { hex(Data(string.utf8)) }
}
