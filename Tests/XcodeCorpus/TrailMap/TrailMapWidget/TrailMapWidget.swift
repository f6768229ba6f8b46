import MapKit
import SwiftUI
import WidgetKit

struct Trailhead {
    let name: String
    let coordinate: CLLocationCoordinate2D
    let lengthKm: Double
}

struct TrailEntry: TimelineEntry {
    let date: Date
    let trail: Trailhead
    let map: UIImage?
    let pin: CGPoint?
}

struct TrailProvider: TimelineProvider {
    let trail = Trailhead(name: "Sintra Loop", coordinate: CLLocationCoordinate2D(latitude: 38.7876, longitude: -9.3904), lengthKm: 9.4)

    func placeholder(in context: Context) -> TrailEntry {
        TrailEntry(date: Date(), trail: trail, map: nil, pin: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (TrailEntry) -> Void) {
        makeEntry(size: context.displaySize, completion: completion)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TrailEntry>) -> Void) {
        makeEntry(size: context.displaySize) { entry in
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(6 * 3600))))
        }
    }

    private func makeEntry(size: CGSize, completion: @escaping (TrailEntry) -> Void) {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: trail.coordinate, latitudinalMeters: 4000, longitudinalMeters: 4000)
        options.size = size
        options.mapType = .mutedStandard
        options.pointOfInterestFilter = .excludingAll
        let snapshotter = MKMapSnapshotter(options: options)
        snapshotter.start { snapshot, error in
            guard let snapshot else {
                completion(TrailEntry(date: Date(), trail: trail, map: nil, pin: nil))
                return
            }
            completion(TrailEntry(date: Date(), trail: trail, map: snapshot.image, pin: snapshot.point(for: trail.coordinate)))
        }
    }
}

struct TrailMapWidgetEntryView: View {
    var entry: TrailProvider.Entry

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            if let map = entry.map {
                Image(uiImage: map)
                    .resizable()
                    .scaledToFill()
            } else {
                Color.green.opacity(0.2)
            }
            if let pin = entry.pin {
                Image(systemName: "mappin.circle.fill")
                    .font(.title2)
                    .foregroundColor(.red)
                    .position(pin)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.trail.name).font(.headline)
                Text(String(format: "%.1f km", entry.trail.lengthKm)).font(.caption)
            }
            .padding(8)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
            .padding(8)
        }
    }
}

@main
struct TrailMapWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TrailMapWidget", provider: TrailProvider()) { entry in
            TrailMapWidgetEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Nearby Trail")
        .description("A map of the next trail to hike.")
        .supportedFamilies([.systemMedium, .systemLarge])
        .contentMarginsDisabled()
    }
}
