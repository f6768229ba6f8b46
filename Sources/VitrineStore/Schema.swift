import GRDB

/// The store's schema, as versioned migrations. A released migration is never edited: a
/// change is a new migration, so stores written by any earlier Vitrine upgrade in place.
///
/// Dates are stored as `REAL` seconds since Foundation's reference date, the exact `Double`
/// a `Date` holds, so they round-trip bit for bit (GRDB's default text form keeps
/// milliseconds only).
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // Never erase a store because its schema differs: that is data loss.
        migrator.eraseDatabaseOnSchemaChange = false
        migrator.registerMigration("v1", migrate: v1)
        migrator.registerMigration("v2-app-team", migrate: v2AppTeam)
        migrator.registerMigration("v3-event-log-source", migrate: v3EventLogSource)
        migrator.registerMigration("v4-kind-configuration-schema", migrate: v4KindConfigurationSchema)
        migrator.registerMigration("v5-app-intents-extensions", migrate: v5AppIntentsExtensions)
        return migrator
    }

    static var knownMigrations: [String] { migrator.migrations }

    /// The developer team an app belongs to (App Group ownership); older apps have none.
    private static func v2AppTeam(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE app ADD COLUMN team TEXT")
    }

    /// An extension's log message in the flight record (event `log`) names its logger's
    /// subsystem and category; other events leave them NULL.
    private static func v3EventLogSource(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE reloadEvent ADD COLUMN subsystem TEXT")
        try db.execute(sql: "ALTER TABLE reloadEvent ADD COLUMN category TEXT")
    }

    /// A configurable widget kind's schema (`ConfigurationSchema` as JSON), from its extension's
    /// describe reply; NULL for a static widget and for kinds installed before configuration.
    private static func v4KindConfigurationSchema(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE widgetKind ADD COLUMN configurationSchema TEXT")
    }

    /// An app's Intents extensions built as their own executables (`IntentsExtensionManifest`
    /// as a JSON array); NULL for none.
    private static func v5AppIntentsExtensions(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE app ADD COLUMN intentsExtensions TEXT")
    }

    private static func v1(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE app (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    executable TEXT,
                    urlSchemes TEXT NOT NULL,          -- JSON array
                    appGroups TEXT NOT NULL,           -- JSON array
                    manifestPath TEXT NOT NULL,
                    installedAt REAL NOT NULL,
                    updatedAt REAL NOT NULL
                );
                CREATE TABLE extension (
                    id TEXT PRIMARY KEY NOT NULL,
                    appID TEXT NOT NULL REFERENCES app(id) ON DELETE CASCADE,
                    executable TEXT NOT NULL,
                    dataProtection TEXT NOT NULL,
                    usesLocation INTEGER NOT NULL
                );
                CREATE INDEX extension_appID ON extension(appID);
                CREATE TABLE widgetKind (
                    extensionID TEXT NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                    appID TEXT NOT NULL REFERENCES app(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    displayName TEXT NOT NULL,
                    description TEXT NOT NULL,
                    supportedFamilies TEXT NOT NULL,   -- JSON array
                    configurationKind TEXT NOT NULL,
                    contentMarginsDisabled INTEGER NOT NULL,
                    containerBackgroundRemovable INTEGER NOT NULL,
                    ordinal INTEGER NOT NULL,
                    PRIMARY KEY (extensionID, kind)
                );
                CREATE INDEX widgetKind_app ON widgetKind(appID, kind);
                -- AUTOINCREMENT: ids are never reused, so old flight-record lines cannot name a new widget.
                CREATE TABLE instance (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    appID TEXT NOT NULL REFERENCES app(id) ON DELETE CASCADE,
                    extensionID TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    family TEXT NOT NULL,
                    configuration BLOB,
                    page INTEGER NOT NULL CHECK (page >= 0),
                    position INTEGER NOT NULL CHECK (position >= 0),
                    createdAt REAL NOT NULL,
                    FOREIGN KEY (extensionID, kind) REFERENCES widgetKind(extensionID, kind) ON DELETE CASCADE
                );
                CREATE INDEX instance_page ON instance(page, position);
                CREATE INDEX instance_kind ON instance(extensionID, kind);
                CREATE INDEX instance_app ON instance(appID);
                CREATE TABLE archiveBlob (
                    hash TEXT PRIMARY KEY NOT NULL,    -- SHA-256 hex of bytes
                    bytes BLOB NOT NULL
                );
                CREATE TABLE timeline (
                    instanceID INTEGER PRIMARY KEY NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                    generation INTEGER NOT NULL,
                    policyKind TEXT NOT NULL CHECK (policyKind IN ('atEnd', 'never', 'after')),
                    policyDate REAL,
                    fetchedAt REAL NOT NULL,
                    reason TEXT NOT NULL
                );
                -- No cascade to archiveBlob: a blob an entry uses cannot be deleted.
                CREATE TABLE entry (
                    instanceID INTEGER NOT NULL REFERENCES timeline(instanceID) ON DELETE CASCADE,
                    "index" INTEGER NOT NULL,
                    date REAL NOT NULL,
                    relevanceScore REAL,
                    relevanceDuration REAL,
                    archiveHash TEXT NOT NULL REFERENCES archiveBlob(hash),
                    PRIMARY KEY (instanceID, "index")
                );
                CREATE INDEX entry_archiveHash ON entry(archiveHash);
                CREATE TABLE image (
                    key TEXT PRIMARY KEY NOT NULL,     -- SHA-256 hex of archiveHash + environment
                    archiveHash TEXT NOT NULL,
                    environment TEXT NOT NULL,
                    png BLOB NOT NULL,
                    width INTEGER NOT NULL,
                    height INTEGER NOT NULL,
                    createdAt REAL NOT NULL
                );
                CREATE INDEX image_archiveHash ON image(archiveHash);
                CREATE TABLE reloadEvent (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    instanceID INTEGER REFERENCES instance(id) ON DELETE CASCADE,
                    appID TEXT REFERENCES app(id) ON DELETE CASCADE,
                    date REAL NOT NULL,
                    event TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    detail TEXT NOT NULL,
                    budgetRemaining INTEGER,
                    nextPlannedReload REAL,
                    counted INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX reloadEvent_instance ON reloadEvent(instanceID, date);
                CREATE INDEX reloadEvent_app ON reloadEvent(appID);
                CREATE INDEX reloadEvent_date ON reloadEvent(date);
                CREATE TABLE setting (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );
                """)
    }
}
