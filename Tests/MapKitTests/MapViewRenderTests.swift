import Foundation
import SwiftUI
import Testing
import VitrineHost
import WidgetArchive
import WidgetRender

@testable import MapKit
@testable import WidgetKit

// SwiftUI's Map as a widget view writes it (iOS 17 form, with a marker), drawn by the host.

struct MapViewEntry: TimelineEntry {
    let date: Date
}

struct ParkMapView: View {
    static let park = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
    static let cafe = CLLocationCoordinate2D(latitude: 37.3400, longitude: -121.9990)
    static let region = MKCoordinateRegion(center: park, latitudinalMeters: 3000, longitudinalMeters: 3000)

    var body: some View {
        Map(initialPosition: .region(Self.region)) {
            Marker("Café", systemImage: "cup.and.saucer.fill", coordinate: Self.cafe)
        }
        .containerBackground(.white, for: .widget)
    }
}

struct ParkMapWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ParkMap", provider: MapViewProvider()) { _ in ParkMapView() }
            .supportedFamilies([.systemMedium])
            .contentMarginsDisabled()
    }
}

struct MapViewProvider: TimelineProvider {
    func placeholder(in context: Context) -> MapViewEntry { MapViewEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (MapViewEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<MapViewEntry>) -> Void) {}
}

@MainActor @Suite(.serialized) struct MapViewRenderTests {
    @Test func mapDrawsThePlaceholderWithItsMarkerWhereTheProjectionPutsIt() throws {
        let display = DisplayEnvironment(family: .systemMedium)
        let entry = MapViewEntry(date: Date(timeIntervalSince1970: 1_800_000_000))
        let widget = WidgetRegistry.widgets(single: ParkMapWidget()).first!
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: widget, in: display, assets: nil)
        let noExtension = FileManager.default.temporaryDirectory.appendingPathComponent(".no-extension").path
        let output = EntryImageRenderer(device: .default, scale: 3).render(archive, at: entry.date, extensionExecutable: noExtension)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let image = try #require(RasterImage.decodePNG(output.png))

        let ground = image.pixel(x: 30, y: 30)
        #expect(ground.r == 239 && ground.g == 235 && ground.b == 227, "\(ground)")
        let pin = MapProjection(region: ParkMapView.region, size: display.displaySize).point(for: ParkMapView.cafe)
        // Just off the glyph in the marker's middle: its red disc.
        let red = image.pixel(x: Int(pin.x * 3) + 30, y: Int(pin.y * 3))
        #expect(red.r > 200 && red.g < 80 && red.b < 80, "\(red) at \(pin)")
    }

    @Test func positionsResolveAsOnADeviceWithoutLocation() {
        let region = ParkMapView.region
        #expect(MapCameraPosition.userLocation(fallback: .region(region)).region == region)
        #expect(MapCameraPosition.automatic.region == nil)
        // `.automatic` frames the marks: their midpoint, with a margin.
        let marks = Map(interactionModes: .all) {
            Marker("A", coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 20))
            Marker("B", coordinate: CLLocationCoordinate2D(latitude: 12, longitude: 24))
        }.content.marks
        let framed = MapPlaceholder.framing(marks)
        #expect(framed.center == CLLocationCoordinate2D(latitude: 11, longitude: 22))
        #expect(abs(framed.span.latitudeDelta - 2.8) < 1e-9 && abs(framed.span.longitudeDelta - 5.6) < 1e-9)
    }
}
