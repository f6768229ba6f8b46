import ExtensionProtocol
import Foundation
import VitrineStore

/// What is installed and placed, as last read from the store: apps, their extensions, the
/// display names of their widget kinds, and the placed widget instances. The store is the
/// truth; the host re-reads it (`HostDaemon.sync()`) after every change it makes and when the
/// CLI says the store changed, so this is a cache that is never written on its own.
struct WidgetCatalog {
    private(set) var apps: [String: AppRecord] = [:]
    private(set) var extensions: [String: ExtensionRecord] = [:]
    /// Placed widgets by instance id.
    private(set) var instances: [Int64: InstanceRecord] = [:]
    /// Display names of widget kinds, by "<extension id>|<kind>".
    private var displayNames: [String: String] = [:]
    /// Configuration schemas of configurable widget kinds, by "<extension id>|<kind>".
    private var schemas: [String: ConfigurationSchema] = [:]
    /// App ids by their executable, and by their extensions' executables (symlinks resolved
    /// once per re-read, not per connecting process).
    private var appByExecutable: [String: String] = [:]
    private var appByExtensionExecutable: [String: String] = [:]

    /// What a re-read changed in the placed widgets.
    struct Changes {
        /// Instances no longer in the store.
        var removed: [Int64]
        /// Instances the catalog did not know.
        var added: [InstanceRecord]
        /// Instances it knew (their records may have moved).
        var kept: [InstanceRecord]
    }

    /// Re-reads apps, extensions, kinds and instances from the store.
    mutating func reload(from store: VitrineStore) throws -> Changes {
        apps = Dictionary(uniqueKeysWithValues: try store.apps().map { ($0.id, $0) })
        extensions = Dictionary(uniqueKeysWithValues: try store.extensions().map { ($0.id, $0) })
        let kinds = try store.kinds()
        displayNames = Dictionary(kinds.map { ($0.extensionID + "|" + $0.kind, $0.displayName) }, uniquingKeysWith: { a, _ in a })
        schemas = Dictionary(
            kinds.compactMap { kind in kind.configurationSchema.map { (kind.extensionID + "|" + kind.kind, $0) } }, uniquingKeysWith: { a, _ in a })
        // Sorted by id, keeping the first: should two records ever name one executable (the
        // store refuses it since v2), the smallest id answers, never dictionary order.
        appByExecutable = Dictionary(
            apps.values.sorted { $0.id < $1.id }.compactMap { app in app.executable.map { (Self.resolved($0), app.id) } },
            uniquingKeysWith: { first, _ in first })
        appByExtensionExecutable = Dictionary(
            extensions.values.sorted { $0.id < $1.id }.map { (Self.resolved($0.executable), $0.appID) },
            uniquingKeysWith: { first, _ in first })
        let current = try store.instances()
        let ids = Set(current.map(\.id))
        var changes = Changes(removed: instances.keys.filter { !ids.contains($0) }.sorted(), added: [], kept: [])
        for gone in changes.removed { instances[gone] = nil }
        for instance in current {
            if instances[instance.id] == nil { changes.added.append(instance) } else { changes.kept.append(instance) }
            instances[instance.id] = instance
        }
        return changes
    }

    func instance(_ id: Int64) -> InstanceRecord? { instances[id] }
    func app(_ id: String) -> AppRecord? { apps[id] }
    func extensionRecord(_ id: String) -> ExtensionRecord? { extensions[id] }
    /// The extension that draws the instance, if it is still installed.
    func extensionRecord(of instance: InstanceRecord) -> ExtensionRecord? { extensions[instance.extensionID] }

    /// Every placed widget in home-screen order (page, position, then id).
    var sortedInstances: [InstanceRecord] {
        instances.values.sorted { ($0.page, $0.position, $0.id) < ($1.page, $1.position, $1.id) }
    }

    /// The widgets app `appID` placed, by id.
    func instances(ofApp appID: String) -> [InstanceRecord] {
        instances.values.filter { $0.appID == appID }.sorted { $0.id < $1.id }
    }

    /// The name the gallery and home screens show for a widget's kind.
    func displayName(of instance: InstanceRecord) -> String {
        displayNames[instance.extensionID + "|" + instance.kind] ?? instance.kind
    }

    /// What a person can configure on the instance's widget; nil for a static widget.
    func schema(of instance: InstanceRecord) -> ConfigurationSchema? {
        schemas[instance.extensionID + "|" + instance.kind]
    }

    /// The app owning the installed extension whose executable is `executablePath` (symlinks
    /// resolved; an extension executable belongs to one extension).
    func app(runningExtensionExecutable executablePath: String) -> AppRecord? {
        appByExtensionExecutable[Self.resolved(executablePath)].flatMap { apps[$0] }
    }

    /// The installed app whose executable is `executablePath` (symlinks resolved).
    func app(runningExecutable executablePath: String) -> AppRecord? {
        appByExecutable[Self.resolved(executablePath)].flatMap { apps[$0] }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
