import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// CONFIGURABLE_VERSION=3 plays the app after its migration to App Intents: kind "forecast" is
// configured by ForecastAppIntent, a CustomIntentMigratedAppIntent with ForecastIntent's
// parameter names (city, units, days), so every placed widget keeps its values.

let migratedVersion = ProcessInfo.processInfo.environment["CONFIGURABLE_VERSION"] == "3"

enum UnitsOption: String, AppEnum {
    case celsius, fahrenheit

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
    static let caseDisplayRepresentations: [UnitsOption: DisplayRepresentation] = [.celsius: "Celsius", .fahrenheit: "Fahrenheit"]
}

struct CityEntity: AppEntity {
    let id: String
    let name: String
    let country: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [
        CityEntity(id: "paris", name: "Paris", country: "FR"), CityEntity(id: "lisbon", name: "Lisbon", country: "PT"),
        CityEntity(id: "tokyo", name: "Tokyo", country: "JP"),
    ]
}

struct CityQuery: EntityStringQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] { CityEntity.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [CityEntity] { CityEntity.all }
    func entities(matching string: String) async throws -> [CityEntity] {
        CityEntity.all.filter { $0.name.lowercased().contains(string.lowercased()) }
    }
    func defaultResult() async -> CityEntity? { CityEntity.all[1] }
}

struct ForecastAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ForecastIntent"
    static let title: LocalizedStringResource = "Forecast"

    @Parameter(title: "City")
    var city: CityEntity?

    @Parameter(title: "Units", default: .celsius)
    var units: UnitsOption

    @Parameter(title: "Days", default: 3)
    var days: Int
}

struct ForecastAppIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), text: "placeholder") }

    func text(_ intent: ForecastAppIntent) -> String {
        "v3 city=\(intent.city?.id ?? "none") country=\(intent.city?.country ?? "none") units=\(intent.units.rawValue) days=\(intent.days)"
    }

    func snapshot(for configuration: ForecastAppIntent, in context: Context) async -> ForecastEntry {
        ForecastEntry(date: Date(), text: text(configuration))
    }

    func timeline(for configuration: ForecastAppIntent, in context: Context) async -> Timeline<ForecastEntry> {
        Timeline(entries: [ForecastEntry(date: Date(), text: text(configuration))], policy: .never)
    }
}

struct MigratedForecastWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: migratedVersion ? "forecast" : "forecast-v3", intent: ForecastAppIntent.self, provider: ForecastAppIntentProvider()) {
            entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
