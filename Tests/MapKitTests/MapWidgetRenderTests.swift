import Foundation
import MapKit
import SwiftUI
import Testing
import VitrineHost
import WidgetArchive
import WidgetRender

@testable import WidgetKit

// A map widget written as authors write one: the provider makes a snapshot of the region, the
// view shows it with a pin placed by `point(for:)`.

struct MapEntry: TimelineEntry {
    let date: Date
    let snapshot: MKMapSnapshotter.Snapshot
    let place: CLLocationCoordinate2D
}

struct MapEntryView: View {
    let entry: MapEntry

    var body: some View {
        let pin = entry.snapshot.point(for: entry.place)
        ZStack(alignment: .topLeading) {
            Image(uiImage: entry.snapshot.image)
            Circle().fill(Color.red).frame(width: 12, height: 12).offset(x: pin.x - 6, y: pin.y - 6)
        }
        .containerBackground(.white, for: .widget)
    }
}

struct MapWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MapWidget", provider: MapProvider()) { entry in MapEntryView(entry: entry) }
            .supportedFamilies([.systemMedium])
            .contentMarginsDisabled()
    }
}

struct MapProvider: TimelineProvider {
    func placeholder(in context: Context) -> MapEntry { fatalError("not used by the test") }
    func getSnapshot(in context: Context, completion: @escaping (MapEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<MapEntry>) -> Void) {}
}

@MainActor @Suite(.serialized) struct MapWidgetRenderTests {
    @Test func theSnapshotAndAPinDrawInAWidget() async throws {
        let family = WidgetFamily.systemMedium
        let display = DisplayEnvironment(family: family)
        let options = MKMapSnapshotter.Options()
        let park = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
        options.region = MKCoordinateRegion(center: park, latitudinalMeters: 3000, longitudinalMeters: 3000)
        options.size = display.displaySize
        options.scale = 3
        let snapshot = try await MKMapSnapshotter(options: options).start()
        // A café north-east of the centre.
        let cafe = CLLocationCoordinate2D(latitude: 37.3400, longitude: -121.9990)
        let entry = MapEntry(date: Date(timeIntervalSince1970: 1_800_000_000), snapshot: snapshot, place: cafe)

        let widget = WidgetRegistry.widgets(single: MapWidget()).first!
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: widget, in: display, assets: nil)
        let noExtension = FileManager.default.temporaryDirectory.appendingPathComponent(".no-extension").path
        let output = EntryImageRenderer(device: .default, scale: 3).render(archive, at: entry.date, extensionExecutable: noExtension)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let image = try #require(RasterImage.decodePNG(output.png))

        // The map's ground shows at a point with nothing on it…
        let ground = image.pixel(x: 30, y: 30)
        #expect(ground.r == 239 && ground.g == 235 && ground.b == 227, "\(ground)")
        // …and the pin is red where point(for:) put the café (up and to the right of the centre).
        let pin = snapshot.point(for: cafe)
        #expect(pin.x > Double(display.displaySize.width) / 2 && pin.y < Double(display.displaySize.height) / 2)
        let red = image.pixel(x: Int(pin.x * 3), y: Int(pin.y * 3))
        #expect(red.r > 200 && red.g < 80 && red.b < 80, "\(red) at \(pin)")
    }
}
