import Foundation
import GRDB

extension VitrineStore {
    /// The content key of the image of an archive in a render environment: equal keys mean
    /// equal pixels, so the host renders a key only once.
    ///
    /// - Parameter environment: everything besides the archive that changes pixels (family,
    ///   scale, color scheme, locale, rendering mode, and the display date when the archive
    ///   holds dynamic dates), in one stable string chosen by the caller.
    public static func imageKey(archiveHash: String, environment: String) -> String {
        ContentHash.hex(archiveHash + "\n" + environment)
    }

    /// Stores a rendered image unless one with the same key exists (the existing one is kept).
    ///
    /// - Returns: the key, and whether this call stored the image.
    @discardableResult
    public func putImage(
        archiveHash: String, environment: String, png: Data, width: Int, height: Int,
        now: Date = Date()
    ) throws -> (key: String, inserted: Bool) {
        let key = Self.imageKey(archiveHash: archiveHash, environment: environment)
        return try write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO image (key, archiveHash, environment, png, width, height, createdAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [key, archiveHash, environment, png, width, height, now.storeValue])
            return (key, db.changesCount > 0)
        }
    }

    /// Whether an image is stored under `key` (without reading its bytes).
    public func hasImage(key: String) throws -> Bool {
        try read { db in try ImageRecord.exists(db, key: key) }
    }

    /// The rendered image stored under `key`; nil when there is none.
    public func image(key: String) throws -> ImageRecord? {
        try read { db in try ImageRecord.fetchOne(db, key: key) }
    }
}
