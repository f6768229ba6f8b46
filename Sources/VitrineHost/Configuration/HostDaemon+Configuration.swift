import ExtensionHost
import ExtensionProtocol
import Foundation
import VitrineStore
import WidgetScheduler

/// Configurable widgets (docs/CONFIGURATION.md): each instance's values, stored versioned and
/// validated against its kind's schema; the editors' questions (the form, live options); edits,
/// which reload the widget exempt from the budget as iOS does after editing.
extension HostDaemon {
    // MARK: Reading

    /// What a person can configure on app `appID`'s widget `kind`; nil for a static widget.
    /// Throws `StoreError.unknownKind` when the app has no such kind.
    public func configurationSchema(appID: String, kind: String) throws -> ConfigurationSchema? {
        guard let record = try store.kinds(appID: appID).first(where: { $0.kind == kind }) else {
            throw StoreError.unknownKind(appID: appID, kind: kind)
        }
        return record.configurationSchema
    }

    /// Widget `instanceID`'s configuration as an editor shows it: its schema, the values it draws
    /// with now, and what an app update dropped. Throws `HostError.notConfigurable` for a static widget.
    public func configurationForm(instanceID: Int64) async throws -> InstanceConfiguration {
        let (instance, schema) = try configurable(instanceID)
        return form(of: instance, schema: schema)
    }

    /// The form of every configurable placed widget, by instance (for `vitrine widgets list`).
    public func configurationSummaries() -> [Int64: InstanceConfiguration] {
        var forms: [Int64: InstanceConfiguration] = [:]
        for instance in catalog.sortedInstances {
            if let schema = catalog.schema(of: instance) { forms[instance.id] = form(of: instance, schema: schema) }
        }
        return forms
    }

    func form(of instance: InstanceRecord, schema: ConfigurationSchema) -> InstanceConfiguration {
        InstanceConfiguration(instance: instance, schema: schema)
    }

    /// The values sent with the instance's placeholder, snapshot and timeline requests: the
    /// stored ones its schema accepts; nil (the widget's defaults) for a static widget, for one
    /// with nothing stored, and for one whose stored configuration cannot be read (recorded once).
    func requestConfiguration(of instance: InstanceRecord) -> ConfigurationValues? {
        guard let schema = catalog.schema(of: instance), let data = instance.configuration else { return nil }
        do {
            return schema.validate(try StoredConfiguration.decode(data, instanceID: instance.id).values).kept
        } catch {
            if configurations.reportedUnreadable.insert(instance.id).inserted {
                recordNote(instance.id, event: "configurationUnreadable", reason: "store", detail: "\(error)")
                log("\(error)")
            }
            return nil
        }
    }

    // MARK: Options

    /// The options of `parameter` for widget `instanceID`: an enum's cases from the schema
    /// (the extension is not asked), or, for a parameter whose options are dynamic, the app's
    /// current list, live from its intent handler or entity query, bounded by the extension
    /// request timeout. `values` are the values chosen so far in the editor (default: the
    /// widget's current ones); `searchTerm` is what was typed in a searchable picker.
    public func configurationOptions(
        instanceID: Int64, parameter: String, searchTerm: String?, values: ConfigurationValues?
    ) async throws -> ConfigurationOptions {
        let (instance, schema) = try configurable(instanceID)
        let described = try self.parameter(parameter, of: schema, instance: instanceID)
        if !described.hasDynamicOptions {
            if case .enumeration(_, let cases) = described.type {
                return ConfigurationOptions(sections: [.init(title: nil, items: cases.map { .enumCase($0.identifier) })])
            }
            throw HostError.invalidConfiguration(
                "\(described.name) (\(described.title)) takes \(described.type.displayName) as typed; it has no list of options")
        }
        let endpoint = try await configurationEndpoint(
            appID: instance.appID, extensionID: instance.extensionID, kind: instance.kind, family: instance.family, schema: schema)
        return try await liveOptions(
            endpoint, parameter: described, searchTerm: searchTerm, values: values ?? form(of: instance, schema: schema).values, instance: instance.id)
    }

    // MARK: Editing

    /// Sets widget `instanceID`'s configuration to `values` (every parameter not in it is
    /// unset). Strict: an unknown name, a value of the wrong type or out of bounds, an enum case
    /// the schema lacks, or a dynamic parameter's value that is not among the app's current
    /// options (matched by identifier) throws `HostError.invalidConfiguration` and changes
    /// nothing. Entities are stored as the app lists them (title, properties). The flight record
    /// names the changed parameters; the widget reloads at once, exempt from the budget, and with
    /// `waitForTimeline` the call returns once that reload has ended.
    @discardableResult
    public func configure(instanceID: Int64, values: ConfigurationValues, waitForTimeline: Bool = true) async throws -> InstanceRecord {
        let (instance, schema) = try configurable(instanceID)
        try check(values, against: schema, what: "widget #\(instanceID)")
        let endpoint = try await configurationEndpoint(
            appID: instance.appID, extensionID: instance.extensionID, kind: instance.kind, family: instance.family, schema: schema)
        let resolved = try await resolveDynamicValues(values, schema: schema, endpoint: endpoint, instance: instanceID)
        let before = form(of: instance, schema: schema).values
        try store.setConfiguration(instanceID: instanceID, StoredConfiguration(values: resolved))
        configurations.reportedUnreadable.remove(instanceID)
        try sync()
        let changed = Set(before.keys).union(resolved.keys).filter { before[$0] != resolved[$0] }.sorted()
        recordNote(
            instanceID, event: "configured", reason: "user",
            detail: changed.isEmpty
                ? "saved without changes"
                : "changed " + changed.map { "\($0)=\(resolved[$0]?.displayText ?? "unset")" }.joined(separator: ", "))
        notify(.instancesChanged)
        // As on iOS, the edited widget reloads at once (exempt), not with the next batch.
        _ = scheduler.configurationChanged(InstanceID(instanceID), now: clock.now)
        persistEvents()
        if waitForTimeline { await waitForReload(of: instanceID) }
        return catalog.instance(instanceID) ?? instance
    }

    /// The configuration a new widget of a configurable kind starts with: the extension's
    /// `defaultConfiguration` (the schema's defaults if it fails, with a note), overridden by
    /// `given`, which is checked strictly first (so a bad value places nothing). Returns the
    /// stored form and the notes to record once the instance exists.
    func startingConfiguration(
        appID: String, kind: String, family: String, schema: ConfigurationSchema, given: ConfigurationValues?
    ) async throws -> (StoredConfiguration, [String]) {
        if let given { try check(given, against: schema, what: kind) }
        guard let record = try store.kinds(appID: appID).first(where: { $0.kind == kind }) else {
            throw StoreError.unknownKind(appID: appID, kind: kind)
        }
        let endpoint = try await configurationEndpoint(appID: appID, extensionID: record.extensionID, kind: kind, family: family, schema: schema)
        var notes: [String] = []
        var values: ConfigurationValues
        let logs = ExtensionLogInbox()
        do {
            let defaults = try await endpoint.host.defaultConfiguration(for: endpoint.target, onLog: logs.callback)
            let validation = schema.validate(defaults)
            values = schema.defaultValues.merging(validation.kept) { _, app in app }
            if !validation.dropped.isEmpty {
                notes.append(
                    "the app's default configuration had values its schema refuses, dropped: " + validation.dropped.map(\.description).joined(separator: "; "))
            }
        } catch {
            values = schema.defaultValues
            notes.append("the app's default configuration could not be read (\(Self.reason(error))); the widget starts with its schema's defaults")
        }
        recordExtensionLog(logs.take(), instance: nil, appID: appID, request: "defaultConfiguration")
        if let given, !given.isEmpty {
            let resolved = try await resolveDynamicValues(given, schema: schema, endpoint: endpoint, instance: nil, context: values)
            values.merge(resolved) { _, chosen in chosen }
        }
        return (StoredConfiguration(values: values), notes)
    }

    // MARK: App updates

    /// Records, per widget, what an app update's new schemas no longer accept.
    func recordDroppedConfigurations(_ drops: [Int64: [ConfigurationDrop]]) {
        for (id, dropped) in drops.sorted(by: { $0.key < $1.key }) {
            recordNote(id, event: "configurationDropped", reason: "app update", detail: dropped.map(\.description).joined(separator: "; "))
        }
    }

    // MARK: Helpers

    /// An extension process that answers configuration questions for one widget kind.
    struct ConfigurationEndpoint {
        var host: ExtensionHost
        var target: ExtensionHost.ConfigurationTarget
        var appID: String
        /// The executable, for messages.
        var executable: String
    }

    /// Where a kind's options and defaults come from: an Intents extension of the app that
    /// lists the SiriKit intent (launched on demand like a widget extension), else the widget
    /// extension itself.
    func configurationEndpoint(
        appID: String, extensionID: String, kind: String, family: String, schema: ConfigurationSchema
    ) async throws -> ConfigurationEndpoint {
        if schema.source == .intent,
            let intents = catalog.app(appID)?.intentsExtensions?.first(where: { $0.intentsSupported.contains(schema.typeName) })
        {
            // The app's Intents extension handles this intent: it is asked by the intent's name.
            let environment = try processEnvironment(appID: appID, identity: intents.id)
            return ConfigurationEndpoint(
                host: await pool.host(for: intents.executable, environment: environment), target: .intent(schema.typeName), appID: appID,
                executable: intents.executable)
        }
        guard let ext = catalog.extensionRecord(extensionID) else {
            throw HostError.configurationUnavailable("the extension of \(kind) is no longer installed")
        }
        let context = RequestContext(
            kind: kind, family: family, displaySize: placedSize(of: family), colorScheme: configuration.colorScheme,
            localeIdentifier: configuration.locale, timeZoneIdentifier: configuration.timeZone, isPreview: false)
        let environment = try processEnvironment(appID: appID, identity: ext.id)
        return ConfigurationEndpoint(
            host: await pool.host(for: ext.executable, environment: environment), target: .widget(context), appID: appID, executable: ext.executable)
    }

    func liveOptions(
        _ endpoint: ConfigurationEndpoint, parameter: ConfigurationParameter, searchTerm: String?, values: ConfigurationValues, instance: Int64?
    ) async throws -> ConfigurationOptions {
        let logs = ExtensionLogInbox()
        defer { recordExtensionLog(logs.take(), instance: instance, appID: endpoint.appID, request: "configurationOptions") }
        do {
            return try await endpoint.host.configurationOptions(
                for: endpoint.target, parameter: parameter.name, searchTerm: searchTerm, configuration: values, onLog: logs.callback)
        } catch {
            let message =
                "the app could not list the options of \(parameter.name) (\(parameter.title))"
                + (instance.map { " for widget #\($0)" } ?? "") + ": \(Self.reason(error))"
            recordNote(instance, event: "configurationFailed", reason: "options", detail: message)
            throw HostError.configurationUnavailable(message)
        }
    }

    /// Replaces each dynamic parameter's value by the app's own option with the same identifier
    /// (entities) or the same value; a value not among the options is refused.
    func resolveDynamicValues(
        _ values: ConfigurationValues, schema: ConfigurationSchema, endpoint: ConfigurationEndpoint, instance: Int64?,
        context: ConfigurationValues? = nil
    ) async throws -> ConfigurationValues {
        var resolved = values
        for parameter in schema.parameters where parameter.hasDynamicOptions {
            guard let value = values[parameter.name] else { continue }
            let choices = (context ?? [:]).merging(values) { _, chosen in chosen }
            let suggested = try await liveOptions(endpoint, parameter: parameter, searchTerm: nil, values: choices, instance: instance).allItems
            var items = suggested
            func match(_ item: ConfigurationValue) -> ConfigurationValue? { Self.option(matching: item, in: items) }
            let singles: [ConfigurationValue] = if case .array(let list) = value { list } else { [value] }
            var found: [ConfigurationValue] = []
            for single in singles {
                if let option = match(single) {
                    found.append(option)
                    continue
                }
                if parameter.supportsSearch, let term = Self.searchText(of: single) {
                    items = try await liveOptions(endpoint, parameter: parameter, searchTerm: term, values: choices, instance: instance).allItems
                    if let option = match(single) {
                        found.append(option)
                        continue
                    }
                }
                let listed = suggested.prefix(12).map { Self.optionLabel($0) }.joined(separator: ", ")
                throw HostError.invalidConfiguration(
                    (instance.map { "widget #\($0): " } ?? "")
                        + "\(parameter.name) (\(parameter.title)): \(Self.optionLabel(single)) is not among the app's options"
                        + (suggested.isEmpty ? " (it offers none now)" : " (\(listed)\(suggested.count > 12 ? ", …" : ""))"))
            }
            resolved[parameter.name] = parameter.isArray ? .array(found) : found[0]
        }
        return resolved
    }

    /// The option `value` stands for: an entity by identifier (typed text may also match a
    /// title, ignoring case, when only one option has it), anything else by equality.
    static func option(matching value: ConfigurationValue, in items: [ConfigurationValue]) -> ConfigurationValue? {
        ConfigurationOptions.option(matching: value, in: items)
    }

    static func searchText(of value: ConfigurationValue) -> String? {
        switch value {
        case .entity(let entity): entity.identifier ?? entity.title
        case .string(let text): text
        default: nil
        }
    }

    static func optionLabel(_ value: ConfigurationValue) -> String {
        if case .entity(let entity) = value {
            guard let identifier = entity.identifier else { return "\"\(entity.title)\"" }
            return entity.title == identifier ? "\"\(identifier)\"" : "\"\(identifier)\" (\(entity.title))"
        }
        return "\"\(value.displayText)\""
    }

    /// A failure as one sentence: the extension's own message for an error it answered, the
    /// host's (timeout, crash, with the stderr tail) otherwise.
    static func reason(_ error: any Error) -> String {
        if case ExtensionHostError.extensionError(let answered) = error {
            return answered.code == .completionTimeout ? "it did not answer in time: \(answered.message)" : answered.message
        }
        return "\(error)"
    }

    func check(_ values: ConfigurationValues, against schema: ConfigurationSchema, what: String) throws {
        do {
            try schema.check(values)
        } catch let error as ConfigurationValidationError {
            throw HostError.invalidConfiguration("\(what): \(error.message)")
        }
    }

    func configurable(_ id: Int64) throws -> (InstanceRecord, ConfigurationSchema) {
        guard let instance = catalog.instance(id) else { throw HostError.unknownInstance(id) }
        guard let schema = catalog.schema(of: instance) else { throw HostError.notConfigurable(instance: id, kind: instance.kind) }
        return (instance, schema)
    }

    func parameter(_ name: String, of schema: ConfigurationSchema, instance: Int64) throws -> ConfigurationParameter {
        guard let parameter = schema.parameter(named: name) else {
            let names = schema.parameters.map(\.name).joined(separator: ", ")
            throw HostError.invalidConfiguration("widget #\(instance): \(schema.typeName) has no parameter \(name); its parameters are \(names)")
        }
        return parameter
    }

    /// Reloads widget `id` as a user action (exempt from the budget) and returns once that
    /// reload has ended: what the CLI and editors use after a change that should show at once.
    public func reloadAndWait(_ id: Int64) async {
        userRequestedReload([id])
        await waitForReload(of: id)
    }

    /// Runs what is due until the instance's reload has started, then waits for it to end
    /// (a user reload may join the open coalescing batch, a few seconds at most).
    func waitForReload(of id: Int64) async {
        let deadline = clock.now.addingTimeInterval(configuration.policy.coalescingInterval + 1)
        await step()
        while !reloads.isRunning(id), let wake = scheduler.nextWakeDate(), wake <= deadline {
            await clock.sleep(until: wake)
            await step()
        }
        await reloads.task(of: id)?.value
        persistEvents()
    }
}
