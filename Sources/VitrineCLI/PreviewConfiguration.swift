import ExtensionHost
import ExtensionProtocol
import Foundation

/// `vitrine preview --set NAME=VALUE`: the configuration a configurable widget is previewed
/// with. It starts where a newly placed widget starts (the app's defaults, else the schema's),
/// then applies each typed value as its parameter's type; a dynamic parameter's text names one of
/// the app's live options (from the widget extension, or from `--intents-extension`). The same
/// strict check as a host's edit applies, so a preview never shows a configuration a person
/// could not choose.
enum PreviewConfiguration {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Nil for a static widget without `--set`; a static widget with `--set` is an error.
    static func values(
        _ settings: [String], for widget: WidgetDescriptor, family: String, host: ExtensionHost, intentsExtension: ExtensionHost?
    ) async throws -> ConfigurationValues? {
        guard let schema = widget.configurationSchema else {
            if settings.isEmpty { return nil }
            throw Failure(description: "--set given, but \(widget.kind) is not configurable")
        }
        let context = RequestContext(kind: widget.kind, family: family, displaySize: .init(width: 0, height: 0))
        // A SiriKit intent listed by a stand-alone Intents extension is answered there.
        let (optionsHost, target): (ExtensionHost, ExtensionHost.ConfigurationTarget) =
            if let intentsExtension, schema.source == .intent { (intentsExtension, .intent(schema.typeName)) } else { (host, .widget(context)) }
        var values = schema.defaultValues
        if let defaults = try? await optionsHost.defaultConfiguration(for: target) { values.merge(schema.validate(defaults).kept) { $1 } }
        for setting in settings {
            let equals = setting.firstIndex(of: "=")!
            let name = String(setting[..<equals]), text = String(setting[setting.index(after: equals)...])
            guard let parameter = schema.parameter(named: name) else {
                throw Failure(
                    description: "\(schema.typeName) has no parameter \"\(name)\" (parameters: \(schema.parameters.map(\.name).joined(separator: ", ")))")
            }
            var value = try parameter.value(fromText: text)
            if parameter.hasDynamicOptions {
                let options: [ConfigurationValue]
                do {
                    options = try await optionsHost.configurationOptions(for: target, parameter: name, configuration: values).allItems
                } catch {
                    throw Failure(description: "the app could not list the options of \(name): \(error)")
                }
                value = try parameter.resolving(value, among: options)
            }
            values[name] = value
        }
        try schema.check(values)
        return values
    }

    /// `channels=New Homes, Rentals layout=list`, in name order.
    static func summary(_ values: ConfigurationValues) -> String {
        values.keys.sorted().map { "\($0)=\(values[$0]!.displayText)" }.joined(separator: " ")
    }
}
