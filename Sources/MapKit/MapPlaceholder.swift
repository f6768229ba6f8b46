import CoreLocation
import SwiftUI

/// What a ``Map`` draws: the snapshot placeholder at the space it is given, and its marks.
public struct MapPlaceholder: View {
    let position: MapCameraPosition
    let marks: [MapMark]
    @Environment(\.displayScale) private var displayScale

    /// The placeholder sized to the space offered, marks on top.
    public var body: some View {
        GeometryReader { proxy in
            let size = CGSize(width: max(proxy.size.width, 1), height: max(proxy.size.height, 1))
            let region = position.region ?? Self.framing(marks)
            let projection = MapProjection(region: region, size: size)
            ZStack(alignment: .topLeading) {
                if let image = Self.image(region: region, size: size, scale: Double(displayScale)) {
                    Image(uiImage: image)
                }
                ForEach(Array(marks.indices), id: \.self) { index in
                    Self.view(for: marks[index]).position(projection.point(for: marks[index].coordinate))
                }
            }
        }
    }

    /// The region `.automatic` shows: the marks with a margin, or the whole world without any.
    static func framing(_ marks: [MapMark]) -> MKCoordinateRegion {
        guard let first = marks.first else { return MKMapSnapshotter.Options().region }
        var south = first.coordinate.latitude
        var north = south
        var west = first.coordinate.longitude
        var east = west
        for mark in marks {
            south = min(south, mark.coordinate.latitude)
            north = max(north, mark.coordinate.latitude)
            west = min(west, mark.coordinate.longitude)
            east = max(east, mark.coordinate.longitude)
        }
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
            span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.4, 0.01), longitudeDelta: max((east - west) * 1.4, 0.01)))
    }

    static func image(region: MKCoordinateRegion, size: CGSize, scale: Double) -> UIImage? {
        let scale = scale > 0 ? scale : 1
        guard Double(size.width) * scale <= Double(MKMapSnapshotter.maximumPixelSide),
            Double(size.height) * scale <= Double(MKMapSnapshotter.maximumPixelSide)
        else { return nil }
        var map = PlaceholderMap(region: region, size: size, scale: scale, mapType: .standard)
        return UIImage(data: map.render(), scale: CGFloat(scale))
    }

    @ViewBuilder static func view(for mark: MapMark) -> some View {
        switch mark.kind {
        case .marker(_, let systemImage):
            ZStack {
                Circle().fill(mark.tint ?? Color.red).frame(width: 26, height: 26)
                Image(systemName: systemImage ?? "mappin").font(.system(size: 13, weight: .semibold)).foregroundColor(.white)
            }
        case .annotation(let content, _):
            content
        }
    }
}
