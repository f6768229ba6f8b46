import Foundation
import WidgetArchive

/// Why a host operation was refused. The text names the thing and what to do about it.
public enum HostError: Error, CustomStringConvertible, Sendable {
    /// Installing failed because the extension (by executable) could not list its widgets.
    case describeFailed(extension: String, reason: String)
    /// No widget instance has this ID.
    case unknownInstance(Int64)
    /// No installed app has this ID.
    case unknownApp(String)
    /// The widget kind does not offer this family; `supported` lists the ones it does.
    case unsupportedFamily(kind: String, family: String, supported: [String])
    /// A request the host refuses, with the reason as the whole message.
    case notPermitted(String)
    /// A tap outside the widget (x, y in points; the widget is width × height).
    case tapOutside(instance: Int64, x: Double, y: Double, width: Double, height: Double)
    /// The instance has no timeline entry on screen to tap.
    case nothingShown(Int64)
    /// The widget's kind has nothing to configure (a `StaticConfiguration` widget).
    case notConfigurable(instance: Int64?, kind: String)
    /// A configuration edit the widget's schema or its app's options refuse; nothing changed.
    case invalidConfiguration(String)
    /// The app's configuration code (intent handler, entity query) failed, hung or crashed;
    /// the message says which and what was asked. The host keeps serving.
    case configurationUnavailable(String)

    /// A sentence naming the thing and, where there is one, the command that helps.
    public var description: String {
        switch self {
        case .describeFailed(let ext, let reason):
            "the extension \(ext) could not describe its widgets: \(reason); nothing was installed"
        case .unknownInstance(let id): "no widget instance #\(id) (see `vitrine widgets list`)"
        case .unknownApp(let id): "no installed app \(id) (see `vitrine apps list`)"
        case .unsupportedFamily(let kind, let family, let supported):
            "\(kind) does not support \(family); it supports \(supported.joined(separator: ", "))"
        case .notPermitted(let what): what
        case .tapOutside(let id, let x, let y, let width, let height):
            "(\(ArchiveDump.num(x)), \(ArchiveDump.num(y))) is outside widget #\(id), which is \(ArchiveDump.num(width))×\(ArchiveDump.num(height)) pt "
                + "(x from 0 to under \(ArchiveDump.num(width)), y from 0 to under \(ArchiveDump.num(height)), in points from the top-left corner)"
        case .notConfigurable(let id, let kind):
            "\(id.map { "widget #\($0) (\(kind))" } ?? kind) has nothing to configure: its widget uses a StaticConfiguration"
        case .invalidConfiguration(let message): message + "; nothing was changed"
        case .configurationUnavailable(let message): message
        case .nothingShown(let id):
            "widget #\(id) shows no timeline entry yet, so there is nothing to tap; try again once its timeline has arrived (`vitrine log \(id)`)"
        }
    }
}
