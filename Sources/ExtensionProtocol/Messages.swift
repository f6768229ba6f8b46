import Foundation
import WidgetArchive
import WireTransport

/// The versioned messages between a host and a widget extension process (docs/PROTOCOL.md).
/// The extension is launched with `VITRINE_HOST_SOCKET` naming a Unix socket; it connects,
/// sends `Hello`, then answers requests one at a time. Frames are WireTransport's: a 4-byte
/// big-endian length followed by that many bytes of JSON, or of the compact form once `Hello`
/// said both sides speak it.
public enum ExtensionProtocol {
    public static let version = 1
    public static let socketEnvironmentKey = "VITRINE_HOST_SOCKET"
    /// Refused beyond this (WidgetKit refuses timelines over about 10 MB). `FrameCodec`'s
    /// default limit, which the extension host and `WidgetKit`'s server use as it is.
    public static let maximumFrameBytes = FrameCodec.maximumBytes
}

/// First message from the extension.
public struct Hello: Codable, Hashable, Sendable {
    public var protocolVersion: Int
    public var processID: Int32
    /// The frame encodings the extension reads and answers in, besides JSON (`FrameCodec.Encoding`
    /// raw values). Added after version 1 shipped: an extension that predates it sends none, and
    /// the host then speaks JSON to it. Always sent as JSON itself.
    public var frameEncodings: [String]?

    public init(protocolVersion: Int = ExtensionProtocol.version, processID: Int32, frameEncodings: [String]? = nil) {
        self.protocolVersion = protocolVersion; self.processID = processID; self.frameEncodings = frameEncodings
    }
}

/// What the host asks.
public struct ExtensionRequest: Codable, Hashable, Sendable {
    public enum Method: String, Codable, Sendable, CaseIterable {
        /// List the extension's widgets.
        case describe
        /// `placeholder(in:)`, rendered redacted.
        case placeholder
        /// `getSnapshot(in:completion:)`.
        case snapshot
        /// `getTimeline(in:completion:)`.
        case timeline
    }

    public var id: Int
    public var method: Method
    /// Required for every method but `describe`.
    public var context: RequestContext?
    /// How long the extension may wait for a provider's completion handler, in seconds.
    public var timeout: Double
    /// `describe` only: also list the `#Preview`s (`ExtensionResponse.previews`). Added after
    /// version 1 shipped; extensions that predate it ignore it and answer without `previews`.
    public var includePreviews: Bool?
    /// `timeline` only: answer this preview's entries (a `PreviewDescriptor.id`) instead of the
    /// widget's timeline. Send it only to an extension whose `describe` answered `previews`.
    public var preview: String?

    public init(id: Int, method: Method, context: RequestContext? = nil, timeout: Double = 30,
                includePreviews: Bool? = nil, preview: String? = nil) {
        self.id = id; self.method = method; self.context = context; self.timeout = timeout
        self.includePreviews = includePreviews; self.preview = preview
    }
}

/// The widget and environment an entry is for.
public struct RequestContext: Codable, Hashable, Sendable {
    public var kind: String
    /// `WidgetFamily` case name.
    public var family: String
    public var displaySize: SizeValue
    public var colorScheme: ArchiveEnvironment.ColorScheme
    public var localeIdentifier: String
    public var timeZoneIdentifier: String
    /// `DynamicTypeSize` case name.
    public var dynamicTypeSize: String
    public var isPreview: Bool

    public init(kind: String, family: String, displaySize: SizeValue, colorScheme: ArchiveEnvironment.ColorScheme = .light,
                localeIdentifier: String = "en_US", timeZoneIdentifier: String = "UTC", dynamicTypeSize: String = "large", isPreview: Bool = false) {
        self.kind = kind; self.family = family; self.displaySize = displaySize; self.colorScheme = colorScheme
        self.localeIdentifier = localeIdentifier; self.timeZoneIdentifier = timeZoneIdentifier
        self.dynamicTypeSize = dynamicTypeSize; self.isPreview = isPreview
    }
}

/// What the extension answers; exactly one of `widgets`, `entries` or `error` is set
/// (`previews` comes with `widgets` when the request asked for it).
public struct ExtensionResponse: Codable, Hashable, Sendable {
    public var id: Int
    public var widgets: [WidgetDescriptor]?
    /// For `describe` with `includePreviews`; nil from an extension that predates previews.
    public var previews: [PreviewDescriptor]?
    public var entries: [ArchivedEntry]?
    /// For `timeline` (nil for a preview whose entries come from its `timeline:` builder).
    public var policy: ReloadPolicy?
    public var error: ExtensionError?
    /// Provider misbehaviour that did not fail the request (completion called twice…).
    public var warnings: [String]

    public init(id: Int, widgets: [WidgetDescriptor]? = nil, previews: [PreviewDescriptor]? = nil, entries: [ArchivedEntry]? = nil,
                policy: ReloadPolicy? = nil, error: ExtensionError? = nil, warnings: [String] = []) {
        self.id = id; self.widgets = widgets; self.previews = previews; self.entries = entries; self.policy = policy
        self.error = error; self.warnings = warnings
    }
}

public struct WidgetDescriptor: Codable, Hashable, Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var supportedFamilies: [String]
    /// `static`, or `intent:<IntentClass>`.
    public var configuration: String
    public var contentMarginsDisabled: Bool
    public var containerBackgroundRemovable: Bool

    public init(kind: String, displayName: String, description: String, supportedFamilies: [String], configuration: String,
                contentMarginsDisabled: Bool, containerBackgroundRemovable: Bool) {
        self.kind = kind; self.displayName = displayName; self.description = description; self.supportedFamilies = supportedFamilies
        self.configuration = configuration; self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
    }
}

/// A `#Preview(as:…)` declared in the extension's sources.
public struct PreviewDescriptor: Codable, Hashable, Sendable {
    /// `<fileID>:<line>` (plus `:<column>` if two share a line); what `ExtensionRequest.preview` names.
    public var id: String
    /// The macro's name argument, if any.
    public var name: String?
    /// The previewed widget's kind (empty if its configuration declares no widget).
    public var kind: String
    /// `WidgetFamily` case name: the family the preview is declared for.
    public var family: String
    /// `timeline` (entries from the `timeline:` builder), `provider`, or `intent:<IntentClass>`.
    public var form: String
    /// `#fileID` and line of the macro.
    public var fileID: String
    public var line: Int
    /// The Swift type of the previewed widget.
    public var widgetType: String

    public init(id: String, name: String?, kind: String, family: String, form: String, fileID: String, line: Int, widgetType: String) {
        self.id = id; self.name = name; self.kind = kind; self.family = family; self.form = form
        self.fileID = fileID; self.line = line; self.widgetType = widgetType
    }

    /// The name, or the file and line for an unnamed preview.
    public var displayName: String { name ?? "\((fileID as NSString).lastPathComponent):\(line)" }
}

public struct ArchivedEntry: Codable, Hashable, Sendable {
    public var date: Date
    public var relevanceScore: Float?
    public var relevanceDuration: Double?
    public var archive: ViewArchive

    public init(date: Date, relevanceScore: Float? = nil, relevanceDuration: Double? = nil, archive: ViewArchive) {
        self.date = date; self.relevanceScore = relevanceScore; self.relevanceDuration = relevanceDuration; self.archive = archive
    }
}

public enum ReloadPolicy: Codable, Hashable, Sendable, CustomStringConvertible {
    case atEnd
    case never
    case after(Date)

    public var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(ArchiveDump.date(date)))"
        }
    }
}

public struct ExtensionError: Codable, Hashable, Sendable, Error, CustomStringConvertible {
    public enum Code: String, Codable, Sendable {
        case unknownKind, unsupportedFamily, badRequest, completionTimeout, unsupportedVersion, internalError
    }
    public var code: Code
    public var message: String
    public init(_ code: Code, _ message: String) { self.code = code; self.message = message }
    public var description: String { "\(code.rawValue): \(message)" }
}
