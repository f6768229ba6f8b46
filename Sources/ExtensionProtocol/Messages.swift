import Foundation
import WidgetArchive
import WireTransport

/// The versioned messages between a host and a widget extension process (docs/PROTOCOL.md).
/// The extension is launched with `VITRINE_HOST_SOCKET` naming a Unix socket; it connects,
/// sends `Hello`, then answers requests one at a time. Frames are WireTransport's: a 4-byte
/// big-endian length followed by that many bytes of JSON, or of the compact form once `Hello`
/// said both sides speak it.
public enum ExtensionProtocol {
    /// The protocol version both sides speak; a `Hello` of another version is refused.
    public static let version = 1
    /// Names the Unix socket the host listens on when it launches an extension.
    public static let socketEnvironmentKey = "VITRINE_HOST_SOCKET"
    /// Refused beyond this (WidgetKit refuses timelines over about 10 MB). `FrameCodec`'s
    /// default limit, which the extension host and `WidgetKit`'s server use as it is.
    public static let maximumFrameBytes = FrameCodec.maximumBytes
}

/// First message from the extension.
public struct Hello: Codable, Hashable, Sendable {
    /// The version the extension speaks (`ExtensionProtocol.version` of its build).
    public var protocolVersion: Int
    /// The extension's process id, for logs (the host knows which process it launched).
    public var processID: Int32
    /// The frame encodings the extension reads and answers in, besides JSON (`FrameCodec.Encoding`
    /// raw values). Added after version 1 shipped: an extension that predates it sends none, and
    /// the host then speaks JSON to it. Always sent as JSON itself.
    public var frameEncodings: [String]?
    /// What the extension can do beyond version 1's methods (`ExtensionCapability` raw values).
    /// Added after version 1 shipped: the host sends a newer method only to an extension that
    /// lists its capability, and tells a person the extension predates it otherwise.
    public var capabilities: [String]?

    /// A hello from this process, in the current protocol version.
    public init(
        protocolVersion: Int = ExtensionProtocol.version, processID: Int32, frameEncodings: [String]? = nil, capabilities: [String]? = nil
    ) {
        self.protocolVersion = protocolVersion; self.processID = processID; self.frameEncodings = frameEncodings
        self.capabilities = capabilities
    }

    /// Whether the extension said it can do `capability`.
    public func supports(_ capability: ExtensionCapability) -> Bool { capabilities?.contains(capability.rawValue) ?? false }
}

/// What an extension can do beyond version 1, as its `Hello` lists it.
public enum ExtensionCapability: String, Codable, Sendable, CaseIterable {
    /// Configurable widgets: `describe` sends schemas, requests carry `configuration`, and the
    /// extension answers `configurationOptions` and `defaultConfiguration`.
    case configuration
    /// Interactive widgets: the extension answers `performIntent` (a tap on a `Button(intent:)`
    /// or `Toggle(isOn:intent:)`).
    case interactiveIntents
}

/// What the host asks.
public struct ExtensionRequest: Codable, Hashable, Sendable {
    /// What the extension is asked to do.
    public enum Method: String, Codable, Sendable, CaseIterable {
        /// List the extension's widgets.
        case describe
        /// `placeholder(in:)`, rendered redacted.
        case placeholder
        /// `getSnapshot(in:completion:)`.
        case snapshot
        /// `getTimeline(in:completion:)`.
        case timeline
        /// The options of one parameter of a configurable widget (`provide…OptionsCollection`,
        /// an `EntityQuery`'s `suggestedEntities()` or `entities(matching:)`, a
        /// `DynamicOptionsProvider`). Needs `ExtensionCapability.configuration`.
        case configurationOptions
        /// The configuration a newly placed widget starts with (`default…(for:)`,
        /// `defaultResult()`, the schema's defaults). Needs `ExtensionCapability.configuration`.
        case defaultConfiguration
        /// A tap on an App Intent control: make the intent `action` names, set its parameters
        /// (and a toggle's new value), run `perform()`. Needs `ExtensionCapability.interactiveIntents`.
        case performIntent
    }

    /// Chosen by the host and echoed in the response.
    public var id: Int
    /// What to do.
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
    /// The widget's configuration: for `placeholder`, `snapshot` and `timeline` of a configurable
    /// widget, the instance's values (nil: the widget's defaults); for `configurationOptions`, the
    /// values chosen so far, which a handler may read. Only sent with `ExtensionCapability.configuration`.
    public var configuration: ConfigurationValues?
    /// `configurationOptions` only: the parameter whose options are wanted.
    public var parameter: String?
    /// `configurationOptions` only: the text a person typed in the search field.
    public var searchTerm: String?
    /// `configurationOptions` and `defaultConfiguration` sent to an Intents extension (which has
    /// no widgets): the intent's type name (`ConfigurationSchema.typeName`). With it, `context`
    /// may be nil.
    public var intent: String?
    /// `performIntent` only: the tapped control's action, as the archive holds it.
    public var action: IntentActionRequest?

    /// A request; `timeout` is how long the provider may take, in seconds.
    public init(
        id: Int, method: Method, context: RequestContext? = nil, timeout: Double = 30,
        includePreviews: Bool? = nil, preview: String? = nil, configuration: ConfigurationValues? = nil,
        parameter: String? = nil, searchTerm: String? = nil, intent: String? = nil, action: IntentActionRequest? = nil
    ) {
        self.id = id; self.method = method; self.context = context; self.timeout = timeout
        self.includePreviews = includePreviews; self.preview = preview; self.configuration = configuration
        self.parameter = parameter; self.searchTerm = searchTerm; self.intent = intent; self.action = action
    }
}

/// The widget and environment an entry is for.
public struct RequestContext: Codable, Hashable, Sendable {
    /// The widget's kind (its `kind:` string).
    public var kind: String
    /// `WidgetFamily` case name.
    public var family: String
    /// The widget's size in points, as the device shows it.
    public var displaySize: SizeValue
    /// Light or dark appearance.
    public var colorScheme: ArchiveEnvironment.ColorScheme
    /// The locale the entry is drawn in (`Locale` identifier).
    public var localeIdentifier: String
    /// The time zone dates are shown in (`TimeZone` identifier).
    public var timeZoneIdentifier: String
    /// `DynamicTypeSize` case name.
    public var dynamicTypeSize: String
    /// True in the gallery: the provider should answer quickly with sample data.
    public var isPreview: Bool

    /// A context for one widget on one device; unless given: light, en_US, UTC, large type, not a preview.
    public init(
        kind: String, family: String, displaySize: SizeValue, colorScheme: ArchiveEnvironment.ColorScheme = .light,
        localeIdentifier: String = "en_US", timeZoneIdentifier: String = "UTC", dynamicTypeSize: String = "large", isPreview: Bool = false
    ) {
        self.kind = kind; self.family = family; self.displaySize = displaySize; self.colorScheme = colorScheme
        self.localeIdentifier = localeIdentifier; self.timeZoneIdentifier = timeZoneIdentifier
        self.dynamicTypeSize = dynamicTypeSize; self.isPreview = isPreview
    }
}

/// What the extension answers; exactly one of `widgets`, `entries` or `error` is set
/// (`previews` comes with `widgets` when the request asked for it).
public struct ExtensionResponse: Codable, Hashable, Sendable {
    /// The request's `id`.
    public var id: Int
    /// For `describe`: the widgets the extension declares.
    public var widgets: [WidgetDescriptor]?
    /// For `describe` with `includePreviews`; nil from an extension that predates previews.
    public var previews: [PreviewDescriptor]?
    /// For `placeholder`, `snapshot` and `timeline`: the entries, archived.
    public var entries: [ArchivedEntry]?
    /// For `timeline` (nil for a preview whose entries come from its `timeline:` builder).
    public var policy: ReloadPolicy?
    /// Set when the request failed; the other fields are then nil.
    public var error: ExtensionError?
    /// Provider misbehaviour that did not fail the request (completion called twice…).
    public var warnings: [String]
    /// For `configurationOptions`: the options, in sections.
    public var options: ConfigurationOptions?
    /// For `defaultConfiguration`: the new widget's values.
    public var configuration: ConfigurationValues?
    /// For `performIntent`: the intent that ran.
    public var performed: PerformedIntent?

    /// A response; set exactly one of `widgets`, `entries`, `options`, `configuration`, `performed` or `error`.
    public init(
        id: Int, widgets: [WidgetDescriptor]? = nil, previews: [PreviewDescriptor]? = nil, entries: [ArchivedEntry]? = nil,
        policy: ReloadPolicy? = nil, error: ExtensionError? = nil, warnings: [String] = [],
        options: ConfigurationOptions? = nil, configuration: ConfigurationValues? = nil, performed: PerformedIntent? = nil
    ) {
        self.id = id; self.widgets = widgets; self.previews = previews; self.entries = entries; self.policy = policy
        self.error = error; self.warnings = warnings; self.options = options; self.configuration = configuration
        self.performed = performed
    }
}

/// One widget an extension declares, as `describe` lists it.
public struct WidgetDescriptor: Codable, Hashable, Sendable {
    /// The widget's kind (its `kind:` string).
    public var kind: String
    /// `configurationDisplayName`.
    public var displayName: String
    /// `description`.
    public var description: String
    /// `WidgetFamily` case names of `supportedFamilies`.
    public var supportedFamilies: [String]
    /// `static`, or `intent:<IntentClass>`.
    public var configuration: String
    /// `contentMarginsDisabled()` was applied.
    public var contentMarginsDisabled: Bool
    /// `containerBackgroundRemovable(_:)` allows removing the background.
    public var containerBackgroundRemovable: Bool
    /// What a person can configure, for an `IntentConfiguration` or `AppIntentConfiguration`
    /// widget; nil for a static widget and from an extension that predates configuration.
    public var configurationSchema: ConfigurationSchema?

    /// A descriptor as `describe` answers it.
    public init(
        kind: String, displayName: String, description: String, supportedFamilies: [String], configuration: String,
        contentMarginsDisabled: Bool, containerBackgroundRemovable: Bool, configurationSchema: ConfigurationSchema? = nil
    ) {
        self.kind = kind; self.displayName = displayName; self.description = description; self.supportedFamilies = supportedFamilies
        self.configuration = configuration; self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable; self.configurationSchema = configurationSchema
    }
}

/// A `#Preview(as:…)` declared in the extension's sources.
public struct PreviewDescriptor: Codable, Hashable, Sendable {
    /// `<fileID>:<line>` (plus `:<column>` if two share a line); what `ExtensionRequest.preview` names.
    public var id: String
    /// The macro's name argument, if any.
    public var name: String?
    /// The previewed widget's kind (empty if its configuration declares no widget); for a Live
    /// Activity preview, its attributes type.
    public var kind: String
    /// `WidgetFamily` case name: the family the preview is declared for; for a Live Activity
    /// preview, the presentation (`WidgetArchive.ActivityPresentationName`: `activityContent`,
    /// `dynamicIslandCompact`, `dynamicIslandExpanded`, `dynamicIslandMinimal`).
    public var family: String
    /// `timeline` (entries from the `timeline:` builder), `provider`, `intent:<IntentClass>`, or
    /// `activity` (one entry per content state, each the presentation drawn).
    public var form: String
    /// `#fileID` and line of the macro.
    public var fileID: String
    /// Line of the macro in `fileID`.
    public var line: Int
    /// The Swift type of the previewed widget.
    public var widgetType: String

    /// A descriptor as `describe` answers it.
    public init(id: String, name: String?, kind: String, family: String, form: String, fileID: String, line: Int, widgetType: String) {
        self.id = id; self.name = name; self.kind = kind; self.family = family; self.form = form
        self.fileID = fileID; self.line = line; self.widgetType = widgetType
    }

    /// The name, or the file and line for an unnamed preview.
    public var displayName: String { name ?? "\((fileID as NSString).lastPathComponent):\(line)" }
}

/// One timeline entry, with its view archived.
public struct ArchivedEntry: Codable, Hashable, Sendable {
    /// When the entry becomes current.
    public var date: Date
    /// `TimelineEntryRelevance.score`, if the entry has one.
    public var relevanceScore: Float?
    /// `TimelineEntryRelevance.duration` in seconds, if the entry has one.
    public var relevanceDuration: Double?
    /// The entry's view, resolved and archived by the extension.
    public var archive: ViewArchive

    /// An entry as the extension archives it.
    public init(date: Date, relevanceScore: Float? = nil, relevanceDuration: Double? = nil, archive: ViewArchive) {
        self.date = date; self.relevanceScore = relevanceScore; self.relevanceDuration = relevanceDuration; self.archive = archive
    }
}

/// When the host should ask for the next timeline (`TimelineReloadPolicy`).
public enum ReloadPolicy: Codable, Hashable, Sendable, CustomStringConvertible {
    /// After the last entry's date.
    case atEnd
    /// Only when an app asks (`WidgetCenter`).
    case never
    /// At the given date.
    case after(Date)

    /// The policy as the flight record shows it: `atEnd`, `never` or `after(<date>)`.
    public var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(ArchiveDump.date(date)))"
        }
    }
}

/// Why an extension could not answer a request.
public struct ExtensionError: Codable, Hashable, Sendable, Error, CustomStringConvertible {
    /// The kind of failure, for a host deciding what to do.
    public enum Code: String, Codable, Sendable {
        /// No widget of the requested kind; the family is not supported; the request was malformed; the
        /// provider did not call its completion in time; another protocol version; anything else.
        case unknownKind, unsupportedFamily, badRequest, completionTimeout, unsupportedVersion, internalError
        /// The configuration could not be served: no handler for the intent, no such parameter,
        /// a value the intent cannot hold, or the handler (or query) threw; `message` says which.
        case configurationFailed
        /// `performIntent`: the type name is no App Intent in this extension, or its parameters
        /// do not fit it.
        case unknownIntent
        /// `performIntent`: the intent's `perform()` threw; `message` has the error.
        case intentFailed
    }
    /// The kind of failure.
    public var code: Code
    /// What went wrong, for a person.
    public var message: String
    /// An error of `code`, described by `message`.
    public init(_ code: Code, _ message: String) { self.code = code; self.message = message }
    /// `code: message`.
    public var description: String { "\(code.rawValue): \(message)" }
}
