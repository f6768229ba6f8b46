import CoreLocation
import SkylineKit
import SwiftUI
import WidgetKit

struct SkylineEntry: TimelineEntry {
    let date: Date
    let conditions: Conditions
    let isCurrentLocation: Bool
}

struct SkylineProvider: TimelineProvider {
    private let locationManager = WidgetLocationManager()
    private let fallback = FallbackCity.reykjavik

    func placeholder(in context: Context) -> SkylineEntry {
        SkylineEntry(date: .now, conditions: FallbackCity.lisbon.conditions, isCurrentLocation: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (SkylineEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SkylineEntry>) -> Void) {
        locationManager.requestLocation { location in
            let entry = makeEntry(near: location)
            completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(30 * 60))))
        }
    }

    /// The saved city nearest to the device, or the fallback city when location is off.
    private func makeEntry(near location: CLLocation?) -> SkylineEntry {
        let saved = ConditionsStore.load()
        guard let location else {
            let conditions = saved.first ?? fallback.conditions
            return SkylineEntry(date: .now, conditions: conditions, isCurrentLocation: false)
        }
        let candidates = saved.isEmpty ? FallbackCity.allCases.map(\.conditions) : saved
        let nearest = candidates.min { lhs, rhs in
            location.distance(from: CLLocation(latitude: lhs.latitude, longitude: lhs.longitude))
                < location.distance(from: CLLocation(latitude: rhs.latitude, longitude: rhs.longitude))
        }
        return SkylineEntry(date: .now, conditions: nearest ?? fallback.conditions, isCurrentLocation: true)
    }
}

struct SkylineEntryView: View {
    let entry: SkylineEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Text(entry.conditions.place).font(.headline).lineLimit(1)
                if entry.isCurrentLocation {
                    Image(systemName: "location.fill").font(.caption2)
                }
            }
            Text(entry.conditions.formattedTemperature)
                .font(.system(size: 44, weight: .light))
            Spacer(minLength: 0)
            Label(entry.conditions.summary, systemImage: entry.conditions.symbolName)
                .font(.caption)
                .symbolRenderingMode(.multicolor)
            if family == .systemMedium, !entry.isCurrentLocation {
                Text("Location off — showing \(entry.conditions.place)")
                    .font(.caption2)
                    .foregroundStyle(.white.opacity(0.7))
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@main
struct SkylineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SkylineWidget", provider: SkylineProvider()) { entry in
            SkylineEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.indigo, .cyan], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Local Weather")
        .description("Conditions where you are.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
