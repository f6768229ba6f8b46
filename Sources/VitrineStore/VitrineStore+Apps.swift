import ExtensionProtocol
import Foundation
import GRDB

/// What an install changed.
public struct InstallResult: Sendable, Equatable {
    /// The installed app as stored now.
    public var app: AppRecord
    /// The app was already installed and was updated in place.
    public var isReinstall: Bool
    /// Instances removed because their kind (or their family) is gone from the new version.
    public var removedInstanceIDs: [Int64]
    /// What a replace changed in who the app is (manifest file, executable, team); empty
    /// for a first install or a plain re-install.
    public var replaced: [String] = []
    /// Configuration values the new version's schemas no longer accept, by kept instance
    /// (stored with the configuration too, for its editor).
    public var droppedConfigurations: [Int64: [ConfigurationDrop]] = [:]
}

extension VitrineStore {
    /// Installs `manifest`, or updates it in place when the app is already installed from the
    /// same manifest file. Instances whose kind still exists with their family are kept
    /// (with their timelines and history); the others are removed.
    ///
    /// - Parameters:
    ///   - manifestPath: the manifest file, remembered so `vitrine install` of the same file
    ///     is a re-install.
    ///   - kinds: every extension's *describe* reply, keyed by extension id (or executable
    ///     path). Each extension of the manifest must have an entry (an empty array is
    ///     allowed), so a failed describe cannot silently remove widgets.
    ///   - replace: allow a re-install that changes who the app is (another manifest file,
    ///     executable or team); without it such a re-install throws `replaceNeeded` saying
    ///     what would change.
    ///
    /// Identity and sharing are checked against the other installed apps: an app executable
    /// belongs to one app, an extension executable to one extension, a URL scheme to one
    /// app, and an App Group to the apps of one team (`appGroupOwned`).
    @discardableResult
    public func installApp(
        manifest: AppManifest, manifestPath: String, kinds: [String: [WidgetKindRecord]],
        replace: Bool = false, now: Date = Date()
    ) throws -> InstallResult {
        // Resolve the kinds' keys to extensions before touching the database.
        var kindsByExtension: [String: [WidgetKindRecord]] = [:]
        for (key, list) in kinds {
            guard let ext = manifest.extensions.first(where: { $0.id == key || $0.executable == key }) else {
                throw StoreError.unknownExtension(appID: manifest.id, extension: key)
            }
            guard kindsByExtension[ext.id] == nil else {
                throw StoreError.invalidArgument("Kinds for extension '\(ext.id)' are given twice.")
            }
            var seen = Set<String>()
            kindsByExtension[ext.id] = try list.enumerated().map { ordinal, given in
                guard !given.kind.isEmpty else {
                    throw StoreError.invalidArgument("Extension '\(ext.id)' describes a widget with an empty kind.")
                }
                guard seen.insert(given.kind).inserted else {
                    throw StoreError.invalidArgument("Extension '\(ext.id)' describes the kind '\(given.kind)' twice.")
                }
                var record = given
                record.extensionID = ext.id
                record.appID = manifest.id
                record.ordinal = ordinal
                return record
            }
        }
        if let missing = manifest.extensions.first(where: { kindsByExtension[$0.id] == nil }) {
            throw StoreError.invalidArgument("No kinds given for extension '\(missing.id)'; describe it before installing.")
        }

        return try write { db in
            let existing = try AppRecord.fetchOne(db, key: manifest.id)
            if let existing, !replace {
                let changes = Self.identityChanges(from: existing, to: manifest, manifestPath: manifestPath)
                if !changes.isEmpty { throw StoreError.replaceNeeded(appID: manifest.id, changes: changes) }
            }
            for other in try AppRecord.filter(Column("id") != manifest.id).order(Column("id")).fetchAll(db) {
                if let scheme = manifest.urlSchemes.first(where: { other.urlSchemes.contains($0) }) {
                    throw StoreError.urlSchemeTaken(scheme: scheme, appID: other.id)
                }
                if let executable = manifest.executable, let theirs = other.executable, Self.samePath(executable, theirs) {
                    throw StoreError.executableTaken(path: executable, appID: other.id)
                }
                // A group is shared only within one team: the team of the apps that use it.
                if let group = manifest.appGroups.first(where: other.appGroups.contains), manifest.team == nil || other.team != manifest.team {
                    throw StoreError.appGroupOwned(group: group, appID: other.id, team: other.team)
                }
            }
            let otherExtensions = try ExtensionRecord.filter(Column("appID") != manifest.id).fetchAll(db)
            for ext in manifest.extensions {
                if let owner = otherExtensions.first(where: { $0.id == ext.id }) {
                    throw StoreError.invalidArgument("The extension id '\(ext.id)' belongs to the installed app '\(owner.appID)'.")
                }
                if let taken = otherExtensions.first(where: { Self.samePath($0.executable, ext.executable) }) {
                    throw StoreError.extensionExecutableTaken(path: ext.executable, extensionID: taken.id)
                }
            }

            // Instances that cannot survive: kind gone, or family no longer supported.
            var removed: [Int64] = []
            var pages = Set<Int>()
            for instance in try InstanceRecord.filter(Column("appID") == manifest.id).fetchAll(db) {
                let kind = kindsByExtension[instance.extensionID]?.first { $0.kind == instance.kind }
                if kind == nil || !kind!.supportedFamilies.contains(instance.family) {
                    removed.append(instance.id)
                    pages.insert(instance.page)
                }
            }
            if !removed.isEmpty {
                try db.execute(
                    sql: "DELETE FROM instance WHERE id IN (\(removed.map { _ in "?" }.joined(separator: ",")))",
                    arguments: StatementArguments(removed))
            }

            // Update in place (never INSERT OR REPLACE: a replace is a delete, and deletes cascade).
            let app = AppRecord(
                id: manifest.id, name: manifest.name, executable: manifest.executable,
                urlSchemes: manifest.urlSchemes, appGroups: manifest.appGroups, team: manifest.team, manifestPath: manifestPath,
                installedAt: existing?.installedAt ?? now, updatedAt: now,
                intentsExtensions: manifest.intentsExtensions.isEmpty ? nil : manifest.intentsExtensions)
            if existing == nil { try app.insert(db) } else { try app.update(db) }

            let extensionIDs = manifest.extensions.map(\.id)
            try ExtensionRecord.filter(Column("appID") == manifest.id && !extensionIDs.contains(Column("id"))).deleteAll(db)
            for ext in manifest.extensions {
                try ExtensionRecord(
                    id: ext.id, appID: manifest.id, executable: ext.executable,
                    dataProtection: ext.dataProtection, usesLocation: ext.usesLocation
                ).save(db)
                let list = kindsByExtension[ext.id] ?? []
                try WidgetKindRecord.filter(Column("extensionID") == ext.id && !list.map(\.kind).contains(Column("kind")))
                    .deleteAll(db)
                for kind in list { try kind.save(db) }
            }

            for page in pages.sorted() { try Self.repack(db, page: page) }
            let dropped = existing == nil ? [:] : try Self.revalidateConfigurations(db, appID: manifest.id)
            let replaced = existing.map { Self.identityChanges(from: $0, to: manifest, manifestPath: manifestPath) } ?? []
            return InstallResult(
                app: app, isReinstall: existing != nil, removedInstanceIDs: removed, replaced: replaced, droppedConfigurations: dropped)
        }
    }

    /// What installing `manifest` over `existing` would change in who the app is.
    static func identityChanges(from existing: AppRecord, to manifest: AppManifest, manifestPath: String) -> [String] {
        var changes: [String] = []
        if existing.manifestPath != manifestPath { changes.append("the manifest file from \(existing.manifestPath) to \(manifestPath)") }
        if existing.executable.map(standardized) != manifest.executable.map(standardized) {
            changes.append("the executable from \(existing.executable ?? "none") to \(manifest.executable ?? "none")")
        }
        if existing.team != manifest.team { changes.append("the team from \(existing.team ?? "none") to \(manifest.team ?? "none")") }
        return changes
    }

    /// Whether two paths name the same file (symlinks resolved, so a link cannot share an executable).
    static func samePath(_ a: String, _ b: String) -> Bool { standardized(a) == standardized(b) }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Removes an app with its extensions, kinds, instances, timelines and flight record.
    /// Archives and images no longer used stay until ``collectGarbage(eventsBefore:)``.
    ///
    /// - Returns: the ids of the removed instances.
    @discardableResult
    public func removeApp(id: String) throws -> [Int64] {
        try write { db in
            guard try AppRecord.exists(db, key: id) else { throw StoreError.unknownApp(id) }
            let instances = try InstanceRecord.filter(Column("appID") == id).fetchAll(db)
            try AppRecord.deleteOne(db, key: id)
            for page in Set(instances.map(\.page)).sorted() { try Self.repack(db, page: page) }
            return instances.map(\.id)
        }
    }

    /// Installed apps, by id.
    public func apps() throws -> [AppRecord] {
        try read { db in try AppRecord.order(Column("id")).fetchAll(db) }
    }

    /// The installed app with this id; nil when there is none.
    public func app(id: String) throws -> AppRecord? {
        try read { db in try AppRecord.fetchOne(db, key: id) }
    }

    /// The app that claims a URL scheme (case-insensitive), for routing widget taps.
    public func app(forURLScheme scheme: String) throws -> AppRecord? {
        let scheme = scheme.lowercased()
        return try apps().first { $0.urlSchemes.contains(scheme) }
    }

    /// Widget extensions, of one app or of all, by id.
    public func extensions(appID: String? = nil) throws -> [ExtensionRecord] {
        try read { db in
            var request = ExtensionRecord.order(Column("id"))
            if let appID { request = request.filter(Column("appID") == appID) }
            return try request.fetchAll(db)
        }
    }

    /// The widget extension with this id; nil when there is none.
    public func `extension`(id: String) throws -> ExtensionRecord? {
        try read { db in try ExtensionRecord.fetchOne(db, key: id) }
    }

    /// Widget kinds, of one app or of all, in bundle order.
    public func kinds(appID: String? = nil) throws -> [WidgetKindRecord] {
        try read { db in
            var request = WidgetKindRecord.order(Column("appID"), Column("extensionID"), Column("ordinal"))
            if let appID { request = request.filter(Column("appID") == appID) }
            return try request.fetchAll(db)
        }
    }
}
