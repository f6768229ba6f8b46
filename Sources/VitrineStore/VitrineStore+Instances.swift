import Foundation
import GRDB

extension VitrineStore {
    /// Places a widget: checks that the app has the kind and that the kind supports the family.
    ///
    /// - Parameters:
    ///   - position: place on the page; `nil` (or past the end) appends. Widgets at and after
    ///     it move one place on.
    ///   - extensionID: needed only when two extensions of the app declare the same kind.
    @discardableResult
    public func addInstance(
        appID: String, kind: String, family: String, page: Int = 0, position: Int? = nil,
        configuration: Data? = nil, extensionID: String? = nil, now: Date = Date()
    ) throws -> InstanceRecord {
        guard page >= 0 else { throw StoreError.invalidArgument("Page \(page) is negative; pages count from 0.") }
        return try write { db in
            guard try AppRecord.exists(db, key: appID) else { throw StoreError.unknownApp(appID) }
            var request = WidgetKindRecord.filter(Column("appID") == appID && Column("kind") == kind)
            if let extensionID {
                guard try ExtensionRecord.filter(Column("appID") == appID && Column("id") == extensionID).fetchCount(db) > 0 else {
                    throw StoreError.unknownExtension(appID: appID, extension: extensionID)
                }
                request = request.filter(Column("extensionID") == extensionID)
            }
            let candidates = try request.order(Column("extensionID")).fetchAll(db)
            guard let widget = candidates.first else { throw StoreError.unknownKind(appID: appID, kind: kind) }
            guard candidates.count == 1 else {
                throw StoreError.ambiguousKind(appID: appID, kind: kind, extensions: candidates.map(\.extensionID))
            }
            guard widget.supportedFamilies.contains(family) else {
                throw StoreError.unsupportedFamily(kind: kind, family: family, supported: widget.supportedFamilies)
            }

            let count = try InstanceRecord.filter(Column("page") == page).fetchCount(db)
            let place = min(max(position ?? count, 0), count)
            try db.execute(
                sql: "UPDATE instance SET position = position + 1 WHERE page = ? AND position >= ?",
                arguments: [page, place])
            try db.execute(
                sql: """
                    INSERT INTO instance (appID, extensionID, kind, family, configuration, page, position, createdAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [appID, widget.extensionID, kind, family, configuration, page, place, now.storeValue])
            return InstanceRecord(
                id: db.lastInsertedRowID, appID: appID, extensionID: widget.extensionID, kind: kind,
                family: family, configuration: configuration, page: page, position: place, createdAt: now)
        }
    }

    /// Instances in screen order (page, then position), optionally of one app or one page.
    public func instances(appID: String? = nil, page: Int? = nil) throws -> [InstanceRecord] {
        try read { db in
            var request = InstanceRecord.order(Column("page"), Column("position"), Column("id"))
            if let appID { request = request.filter(Column("appID") == appID) }
            if let page { request = request.filter(Column("page") == page) }
            return try request.fetchAll(db)
        }
    }

    /// The placed widget with this id; nil when there is none.
    public func instance(id: Int64) throws -> InstanceRecord? {
        try read { db in try InstanceRecord.fetchOne(db, key: id) }
    }

    /// Removes a widget with its timeline and flight record; the rest of its page closes up.
    public func removeInstance(id: Int64) throws {
        try write { db in
            guard let instance = try InstanceRecord.fetchOne(db, key: id) else { throw StoreError.unknownInstance(id) }
            try InstanceRecord.deleteOne(db, key: id)
            try Self.repack(db, page: instance.page)
        }
    }

    /// Moves a widget to `position` of `page` (clamped to the end), closing the gap it leaves
    /// and shifting the widgets after its new place.
    @discardableResult
    public func moveInstance(id: Int64, page: Int, position: Int) throws -> InstanceRecord {
        guard page >= 0 else { throw StoreError.invalidArgument("Page \(page) is negative; pages count from 0.") }
        return try write { db in
            guard var moving = try InstanceRecord.fetchOne(db, key: id) else { throw StoreError.unknownInstance(id) }
            let oldPage = moving.page
            var target = try Self.pageOrder(db, page: page).filter { $0 != id }
            let place = min(max(position, 0), target.count)
            target.insert(id, at: place)
            try Self.assign(db, page: page, order: target)
            if oldPage != page { try Self.repack(db, page: oldPage) }
            moving.page = page
            moving.position = place
            return moving
        }
    }

    /// Replaces an instance's configuration (JSON of its intent; `nil` for none).
    @discardableResult
    public func updateConfiguration(instanceID: Int64, configuration: Data?) throws -> InstanceRecord {
        try write { db in
            guard var instance = try InstanceRecord.fetchOne(db, key: instanceID) else {
                throw StoreError.unknownInstance(instanceID)
            }
            instance.configuration = configuration
            try instance.update(db, columns: ["configuration"])
            return instance
        }
    }

    // MARK: - Positions

    /// Instance ids of a page in position order.
    static func pageOrder(_ db: Database, page: Int) throws -> [Int64] {
        try Int64.fetchAll(db, sql: "SELECT id FROM instance WHERE page = ? ORDER BY position, id", arguments: [page])
    }

    /// Renumbers a page 0, 1, 2… keeping its order.
    static func repack(_ db: Database, page: Int) throws {
        try assign(db, page: page, order: pageOrder(db, page: page))
    }

    /// Puts the instances of `order` on `page` at positions 0, 1, 2…
    static func assign(_ db: Database, page: Int, order: [Int64]) throws {
        for (position, id) in order.enumerated() {
            try db.execute(
                sql: "UPDATE instance SET page = ?, position = ? WHERE id = ? AND (page != ? OR position != ?)",
                arguments: [page, position, id, page, position])
        }
    }
}
