import Foundation

/// Why a host operation was refused. The text names the thing and what to do about it.
public enum HostError: Error, CustomStringConvertible, Sendable {
    case describeFailed(extension: String, reason: String)
    case unknownInstance(Int64)
    case unknownApp(String)
    case unsupportedFamily(kind: String, family: String, supported: [String])
    case notPermitted(String)

    public var description: String {
        switch self {
        case .describeFailed(let ext, let reason):
            "the extension \(ext) could not describe its widgets: \(reason); nothing was installed"
        case .unknownInstance(let id): "no widget instance #\(id) (see `vitrine widgets list`)"
        case .unknownApp(let id): "no installed app \(id) (see `vitrine apps list`)"
        case .unsupportedFamily(let kind, let family, let supported):
            "\(kind) does not support \(family); it supports \(supported.joined(separator: ", "))"
        case .notPermitted(let what): what
        }
    }
}
