import Foundation
internal import HostProtocol

/// Where and how a container keeps its models: a SQLite file (at a URL, or in an App Group's
/// container or the process's Application Support folder), or memory only.
public struct ModelConfiguration: Hashable, Sendable {
    /// Which App Group container holds the store.
    public struct GroupContainer: Hashable, Sendable {
        enum Choice: Hashable, Sendable { case automatic, none, identifier(String) }
        let choice: Choice
        /// The first App Group the process is granted, if any (Vitrine's host passes them in
        /// `VITRINE_APP_GROUPS`; with several, the first by name, since the entitlement's order is
        /// not passed); otherwise the process's own Application Support folder.
        public static let automatic = GroupContainer(choice: .automatic)
        /// The process's own Application Support folder, never a group's.
        public static let none = GroupContainer(choice: .none)
        /// The container of App Group `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(choice: .identifier(groupName)) }
    }

    /// Which CloudKit database to sync with (accepted; nothing syncs here).
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String
        /// The app's default, none without the CloudKit entitlement.
        public static let automatic = CloudKitDatabase(name: "automatic")
        /// No syncing.
        public static let none = CloudKitDatabase(name: "none")
        /// The private database of `containerIdentifier`.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(name: containerIdentifier) }
    }

    /// The configuration's name (the file is `<name>.store`; `default.store` without one).
    public let name: String
    /// The types this configuration stores; nil for the container's whole schema.
    public let schema: Schema?
    /// Whether the store lives in memory only (nothing is written to disk).
    public let isStoredInMemoryOnly: Bool
    /// Whether `save()` may write; with false, a save with changes throws.
    public let allowsSave: Bool
    /// The App Group option the configuration was made with.
    public let groupContainer: GroupContainer
    /// The CloudKit option the configuration was made with.
    public let cloudKitDatabase: CloudKitDatabase
    let explicitURL: URL?

    /// A configuration named `name`, in the App Group `groupContainer` chooses.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        self.explicitURL = nil
    }

    /// A configuration whose store is the file at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.groupContainer = .none
        self.cloudKitDatabase = cloudKitDatabase
        self.explicitURL = url
    }

    /// A default configuration, on disk or in memory.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration for `forTypes` only.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// The store's file (`/dev/null` for a store in memory, as on Apple). For an App Group whose
    /// container the process is not granted, the group's folder cannot be found and this is the
    /// Application Support location; opening the container then throws.
    public var url: URL {
        (try? resolvedURL()) ?? (isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null") : Self.applicationSupport(name))
    }

    /// The store's file; throws when the App Group named is not granted to this process.
    func resolvedURL() throws -> URL {
        if let explicitURL { return explicitURL }
        if isStoredInMemoryOnly { return URL(fileURLWithPath: "/dev/null") }
        let grants = AppGroupGrants.current()
        switch groupContainer.choice {
        case .none:
            return Self.applicationSupport(name)
        case .automatic:
            guard let group = grants.keys.sorted().first, let root = grants[group] else { return Self.applicationSupport(name) }
            return Self.storeFile(in: URL(fileURLWithPath: root, isDirectory: true), name)
        case .identifier(let group):
            if let root = grants[group] { return Self.storeFile(in: URL(fileURLWithPath: root, isDirectory: true), name) }
            // Under `vitrine preview` any group gets a scratch container, as Xcode previews grant the target's groups.
            if let scratch = ProcessInfo.processInfo.environment[AppGroupGrants.scratchEnvironmentKey], !scratch.isEmpty,
                AppGroupContainers.isValidGroupIdentifier(group)
            {
                return Self.storeFile(in: URL(fileURLWithPath: scratch).appendingPathComponent("groups/\(group)", isDirectory: true), name)
            }
            throw SwiftDataError(
                .loadIssueModelContainer,
                "App Group \(group) has no container in this process: list it in the app's manifest (appGroups) so the host grants it, "
                    + "or pass ModelConfiguration(url:)")
        }
    }

    /// `<container>/Library/Application Support/<name>.store`, where SwiftData puts a group's store.
    static func storeFile(in container: URL, _ name: String) -> URL {
        container.appendingPathComponent("Library/Application Support", isDirectory: true).appendingPathComponent("\(name).store")
    }

    static func applicationSupport(_ name: String) -> URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        return base.appendingPathComponent("\(name).store")
    }

    /// Same name, location and options.
    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.explicitURL == rhs.explicitURL && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave && lhs.groupContainer == rhs.groupContainer
    }

    /// Hashes name and location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(explicitURL)
        hasher.combine(isStoredInMemoryOnly)
    }
}
