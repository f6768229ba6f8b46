import ArgumentParser
import ExtensionProtocol
import Foundation
import VitrineHost
import VitrineStore

extension WidgetsCommand {
    /// `vitrine widgets configure ID [--set name=value …] [--unset name …]`.
    struct Configure: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show a configurable widget's parameters, values and options (dynamic ones asked from its app), or change them with --set.",
            discussion: """
                Without --set or --unset, lists each parameter: title, name, type, current value, default, whether it is \
                required, and its options (an enum's cases; dynamic options fetched live from the app).
                --set name=value takes integers, decimals, true/false/on/off/yes/no, enum cases by identifier or title, \
                ISO-8601 dates (2026-11-26, 2026-11-26T09:30:00Z), URLs, durations (90, 1h30m) and the app's options by \
                identifier; a list parameter takes comma-separated values. Anything the widget cannot take is refused and \
                nothing changes. Saving reloads the widget at once (exempt from the budget, as iOS does after editing).
                """)

        @OptionGroup var host: HostOptions
        @Argument(help: "The instance id (see `vitrine widgets list`).") var id: Int64
        @Option(name: .customLong("set"), help: "name=value: set a parameter (repeatable).") var settings: [String] = []
        @Option(help: "Unset a parameter (repeatable).") var unset: [String] = []
        @Option(help: "Search text for the dynamic options listed (a searchable parameter's query).") var search: String?
        @Option(help: "Seconds the app may take to answer for options or defaults (default: 30, WidgetKit's limit).")
        var timeout: Double?
        @Flag(help: "Print the form as JSON: schema, values, dropped values, problem, and each dynamic parameter's options.")
        var json = false

        func validate() throws {
            if let timeout, !(timeout > 0 && timeout <= 600) { throw ValidationError("--timeout is between 0 and 600 seconds") }
            if json && !(settings.isEmpty && unset.isEmpty) { throw ValidationError("--json lists the form; use it without --set or --unset") }
        }

        func run() async throws {
            var configuration = try host.configuration()
            if let timeout { configuration.extensionLimits.requestTimeout = timeout }
            let daemon = HostDaemon(configuration: configuration, store: try host.openStore())
            try await daemon.start()
            let changed: Bool
            do {
                changed = try await edit(daemon)
            } catch {
                await daemon.shutdown()
                throw error
            }
            await daemon.shutdown()
            guard changed else { return }
            host.notifyRunningHost()
            // A running host reloads it too, so its pages show the new image.
            if let result = host.runningHost(.reload(instances: [id])), let error = result.error {
                print("the running host could not reload #\(id): \(error)")
            }
        }

        /// Lists or edits; true when the configuration was changed.
        func edit(_ daemon: HostDaemon) async throws -> Bool {
            let form: InstanceConfiguration
            do {
                form = try await daemon.configurationForm(instanceID: id)
            } catch {
                throw ValidationError("\(error)")
            }
            if json {
                if await Self.printJSON(form, daemon: daemon, search: search) > 0 { throw ExitCode(1) }
                return false
            }
            if settings.isEmpty && unset.isEmpty {
                if await Self.list(form, daemon: daemon, search: search) > 0 { throw ExitCode(1) }
                return false
            }
            let input = try ConfigurationInput.values(settings, unset: unset, schema: form.schema)
            var values = form.values.merging(input.set) { _, new in new }
            for name in input.unset { values[name] = nil }
            do {
                try await daemon.configure(instanceID: id, values: values)
            } catch {
                throw ValidationError("\(error)")
            }
            let saved = try await daemon.configurationForm(instanceID: id)
            print("configured #\(id): \(saved.summary)")
            for event in try daemon.store.events(instanceID: id, limit: 6).reversed() {
                print("  \(LogCommand.line(event))")
            }
            return true
        }

        /// The form as JSON, with each dynamic parameter's live options (or why they could not
        /// be listed); returns how many could not.
        static func printJSON(_ form: InstanceConfiguration, daemon: HostDaemon, search: String?) async -> Int {
            struct Listed: Encodable {
                var form: InstanceConfiguration
                var options: [String: ConfigurationOptions]
                var optionErrors: [String: String]
            }
            var listed = Listed(form: form, options: [:], optionErrors: [:])
            for parameter in form.schema.parameters where parameter.hasDynamicOptions {
                do {
                    listed.options[parameter.name] = try await daemon.configurationOptions(
                        instanceID: form.instanceID, parameter: parameter.name, searchTerm: parameter.supportsSearch ? search : nil, values: form.values)
                } catch {
                    listed.optionErrors[parameter.name] = "\(error)"
                }
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: (try? encoder.encode(listed)) ?? Data(), as: UTF8.self))
            return listed.optionErrors.count
        }

        /// Prints the form; returns how many parameters' options could not be listed.
        static func list(_ form: InstanceConfiguration, daemon: HostDaemon, search: String?) async -> Int {
            let schema = form.schema
            print(
                "#\(form.instanceID) \(form.kind) (\(form.appID)): \(schema.title) — \(schema.source == .intent ? "SiriKit intent" : "App Intent") \(schema.typeName)"
            )
            if let problem = form.problem { print("  ! \(problem)") }
            for drop in form.dropped { print("  ! dropped by an app update: \(drop)") }
            var failures = 0
            for parameter in schema.parameters {
                let current = form.values[parameter.name].map { $0.displayText } ?? "unset"
                print("  \(parameter.title) [\(parameter.name)]: \(parameter.isArray ? "list of " : "")\(parameter.type.displayName)")
                print("    value: \(current)\(form.isDefault ? " (default)" : "")")
                print("    default: \(parameter.defaultValue.map { $0.displayText } ?? "none")\(parameter.isRequired ? "; required" : "")")
                if let minimum = parameter.minimum { print("    minimum: \(ConfigurationCLIFormat.number(minimum))") }
                if let maximum = parameter.maximum { print("    maximum: \(ConfigurationCLIFormat.number(maximum))") }
                if case .enumeration(_, let cases) = parameter.type, !parameter.hasDynamicOptions {
                    print("    options: " + cases.map { "\($0.identifier) (\($0.title))" }.joined(separator: ", "))
                } else if parameter.hasDynamicOptions {
                    do {
                        let options = try await daemon.configurationOptions(
                            instanceID: form.instanceID, parameter: parameter.name, searchTerm: parameter.supportsSearch ? search : nil, values: form.values)
                        print("    options (from the app\(parameter.supportsSearch ? ", searchable" : "")):")
                        if options.allItems.isEmpty { print("      none") }
                        for section in options.sections {
                            if let title = section.title { print("      \(title):") }
                            for item in section.items { print("      \(ConfigurationCLIFormat.option(item))") }
                        }
                    } catch {
                        failures += 1
                        print("    options: unavailable — \(error)")
                    }
                }
            }
            return failures
        }
    }
}

/// How the CLI prints configuration values.
enum ConfigurationCLIFormat {
    static func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value) }

    /// An option as `--set` takes it: an entity's identifier first, then its title.
    static func option(_ value: ConfigurationValue) -> String {
        if case .entity(let entity) = value {
            let subtitle = entity.subtitle.map { " — \($0)" } ?? ""
            return (entity.identifier.map { "\($0)  \(entity.title)" } ?? entity.title) + subtitle
        }
        return value.displayText
    }
}
