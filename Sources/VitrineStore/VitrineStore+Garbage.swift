import Foundation
import GRDB

/// What ``VitrineStore/collectGarbage(eventsBefore:)`` deleted.
public struct GarbageReport: Sendable, Equatable {
    /// Archive blobs deleted because no timeline entry uses them.
    public var archives: Int
    /// Rendered images deleted because no timeline entry uses their archive.
    public var images: Int
    /// Flight-record events deleted for being older than the cut-off.
    public var events: Int
}

extension VitrineStore {
    /// Deletes archives no timeline entry uses and the images of those archives; optionally
    /// also flight-record lines older than `eventsBefore` (keep at least the scheduler's
    /// budget window, or ``countedReloads(instanceID:since:)`` forgets spent budget).
    ///
    /// Timeline replacement and app removal leave orphans behind on purpose: collecting is a
    /// separate, occasional pass so those operations stay short.
    @discardableResult
    public func collectGarbage(eventsBefore: Date? = nil) throws -> GarbageReport {
        try write { db in
            try db.execute(sql: "DELETE FROM image WHERE archiveHash NOT IN (SELECT archiveHash FROM entry)")
            let images = db.changesCount
            try db.execute(sql: "DELETE FROM archiveBlob WHERE hash NOT IN (SELECT archiveHash FROM entry)")
            let archives = db.changesCount
            var events = 0
            if let eventsBefore {
                try db.execute(sql: "DELETE FROM reloadEvent WHERE date < ?", arguments: [eventsBefore.storeValue])
                events = db.changesCount
            }
            return GarbageReport(archives: archives, images: images, events: events)
        }
    }
}
