import Foundation
import Testing
import WidgetRender

@testable import MapKit

/// MKMapSnapshotter as a map widget's provider calls it: region, options, snapshot, pins placed
/// with `point(for:)`.
@Suite(.timeLimit(.minutes(1))) struct SnapshotProjectionTests {
    static let applePark = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)

    static func options(size: CGSize = CGSize(width: 300, height: 150), scale: CGFloat = 2) -> MKMapSnapshotter.Options {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: applePark, latitudinalMeters: 2000, longitudinalMeters: 2000)
        options.size = size
        options.scale = scale
        options.mapType = .standard
        options.pointOfInterestFilter = .excludingAll
        return options
    }

    @Test func regionFromMetersUsesDegreesOfTheSphere() {
        let region = MKCoordinateRegion(center: Self.applePark, latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(region.span.latitudeDelta - 0.008_993) < 0.000_01)
        // A degree of longitude at 37.33° N is cos(37.33°) ≈ 0.795 of one at the equator.
        #expect(abs(region.span.longitudeDelta - 0.008_993 / cos(37.3349 * .pi / 180)) < 0.000_01)
    }

    @Test func pointForCoordinateIsMercatorFittedToTheImage() async throws {
        let snapshot = try await MKMapSnapshotter(options: Self.options()).start()
        #expect(snapshot.image.size == CGSize(width: 300, height: 150))
        #expect(snapshot.image.scale == 2)
        let center = snapshot.point(for: Self.applePark)
        #expect(abs(center.x - 150) < 1e-9 && abs(center.y - 75) < 1e-9)

        // The image is twice as wide as tall and the region square: the height fits the region
        // exactly and the width shows more, with longitude linear across it.
        let region = Self.options().region
        let north = snapshot.point(
            for: CLLocationCoordinate2D(latitude: Self.applePark.latitude + region.span.latitudeDelta / 2, longitude: Self.applePark.longitude))
        let south = snapshot.point(
            for: CLLocationCoordinate2D(latitude: Self.applePark.latitude - region.span.latitudeDelta / 2, longitude: Self.applePark.longitude))
        #expect(abs(north.y) < 0.05 && abs(south.y - 150) < 0.05)
        let east = snapshot.point(
            for: CLLocationCoordinate2D(latitude: Self.applePark.latitude, longitude: Self.applePark.longitude + region.span.longitudeDelta / 2))
        let eastTwice = snapshot.point(
            for: CLLocationCoordinate2D(latitude: Self.applePark.latitude, longitude: Self.applePark.longitude + region.span.longitudeDelta))
        #expect(abs((eastTwice.x - 150) - 2 * (east.x - 150)) < 1e-9)
        // Square in metres, so square in points: the east edge is as far from the centre as the north one.
        #expect(abs((east.x - 150) - (75 - north.y)) < 0.1)
        // West is left, north is up.
        #expect(snapshot.point(for: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.1)).x < 0)
        #expect(north.y < center.y)
    }

    @Test func theImageIsADrawnPlaceholderThatLibpngReads() async throws {
        let snapshot = try await MKMapSnapshotter(options: Self.options()).start()
        // `UIImage` without `import UIKit`, as MapKit brings it on iOS.
        let picture: UIImage = snapshot.image
        let png = try #require(picture.pngData())
        let image = try #require(RasterImage.decodePNG(png))
        #expect(image.pixelWidth == 600 && image.pixelHeight == 300)
        // A corner is the standard map's ground colour.
        let corner = image.pixel(x: 2, y: 2)
        #expect(corner.r == 239 && corner.g == 235 && corner.b == 227)
        // The label near the bottom: a white box with dark ink in it.
        var ink = 0
        var white = 0
        for y in 200..<300 {
            for x in 0..<600 {
                let p = image.pixel(x: x, y: y)
                if p.r < 100 { ink += 1 } else if p.r == 255 && p.g == 255 { white += 1 }
            }
        }
        #expect(ink > 1000 && white > 5000, "ink \(ink), white \(white)")
        // Flat areas compress: far below the 540 kB of raw pixels.
        #expect(png.count < 20_000, "\(png.count) bytes")

        let satellite = Self.options()
        satellite.mapType = .satellite
        let dark = try #require(RasterImage.decodePNG(try await MKMapSnapshotter(options: satellite).start().image.pngData()!))
        #expect(dark.pixel(x: 2, y: 2).r < 100)
    }

    @Test func theLabelNamesTheCentre() {
        #expect(PlaceholderMap.name(of: Self.applePark) == "37.3349° N, 122.0090° W")
        #expect(PlaceholderMap.name(of: CLLocationCoordinate2D(latitude: -33.8568, longitude: 151.2153)) == "33.8568° S, 151.2153° E")
    }

    @Test func completionHandlerDeliversTheSameSnapshot() async throws {
        let snapshotter = MKMapSnapshotter(options: Self.options())
        let result: (CGSize?, Bool) = await withCheckedContinuation { continuation in
            snapshotter.start(with: .global()) { snapshot, error in
                continuation.resume(returning: (snapshot?.image.size, error == nil))
            }
        }
        #expect(result.0 == CGSize(width: 300, height: 150) && result.1)
        // The plain form calls back on the main queue, as Apple's does.
        let onMain: Bool = await withCheckedContinuation { continuation in
            MKMapSnapshotter(options: Self.options()).start { snapshot, _ in
                continuation.resume(returning: snapshot != nil)
            }
        }
        #expect(onMain)
    }

    @Test func aBadSizeIsAClearError() async {
        let options = Self.options(size: .zero)
        await #expect {
            try await MKMapSnapshotter(options: options).start()
        } throws: { error in
            let error = error as NSError
            return error.domain == MKErrorDomain && error.localizedDescription.contains("positive size")
        }
        let huge = Self.options(size: CGSize(width: 10_000, height: 100))
        await #expect(throws: (any Error).self) { try await MKMapSnapshotter(options: huge).start() }
    }
}
