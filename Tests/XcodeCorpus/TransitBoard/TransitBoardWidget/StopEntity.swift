import AppIntents
import Foundation

/// A stop the user can pick in the widget's settings.
struct StopEntity: AppEntity, Identifiable, Hashable {
    let id: String
    let name: String
    let lines: [String]

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
    static let defaultQuery = StopQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(lines.joined(separator: " · "))")
    }

    static let all: [StopEntity] = [
        StopEntity(id: "central", name: "Central Station", lines: ["1", "4", "N7"]),
        StopEntity(id: "harbour", name: "Harbour Front", lines: ["4", "11"]),
        StopEntity(id: "uni", name: "University", lines: ["1", "23"]),
    ]
}

struct StopQuery: EntityQuery {
    func entities(for identifiers: [StopEntity.ID]) async throws -> [StopEntity] {
        StopEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [StopEntity] {
        StopEntity.all
    }

    func defaultResult() async -> StopEntity? {
        StopEntity.all.first
    }
}

enum TravelDirection: String, AppEnum {
    case inbound
    case outbound

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Direction"
    static let caseDisplayRepresentations: [TravelDirection: DisplayRepresentation] = [
        .inbound: DisplayRepresentation(title: "Inbound", image: .init(systemName: "arrow.down.left")),
        .outbound: DisplayRepresentation(title: "Outbound", image: .init(systemName: "arrow.up.right")),
    ]
}

struct DeparturesConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Departures"
    static let description = IntentDescription("Shows the next departures from a stop.")

    @Parameter(title: "Stop")
    var stop: StopEntity?

    @Parameter(title: "Direction", default: .inbound)
    var direction: TravelDirection

    static var parameterSummary: some ParameterSummary {
        Summary("Departures from \(\.$stop) going \(\.$direction)")
    }
}
