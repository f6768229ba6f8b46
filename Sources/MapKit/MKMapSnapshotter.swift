import Dispatch
import Foundation
import SwiftUI

/// Makes a still image of a map region, the way widgets show maps. There are no map tiles on
/// this machine, so the image is a placeholder drawn here: the map's background colour, the
/// meridians and parallels of the area, and the region's centre written out. ``Snapshot``'s
/// `point(for:)` is MapKit's projection, so pins a widget draws on top land where they would.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// The callback of ``start(completionHandler:)``: a snapshot or an error.
    /// Not `@Sendable`, as Apple's is not: a handler may capture the caller's state.
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void

    /// The largest image drawn, in pixels a side; larger sizes are an error, not a huge allocation.
    static let maximumPixelSide = 4096

    private let options: Options
    private let lock = NSLock()
    private var loading = false
    private var cancelled = false

    /// A snapshotter for a copy of `options`' current values.
    public init(options: MKMapSnapshotter.Options) {
        let copy = Options()
        copy.region = options.region
        copy.size = options.size
        copy.scale = options.scale
        copy.mapType = options.mapType
        copy.showsBuildings = options.showsBuildings
        copy.pointOfInterestFilter = options.pointOfInterestFilter
        self.options = copy
        super.init()
    }

    /// Whether a snapshot is being made.
    open var isLoading: Bool { lock.withLock { loading } }

    /// Makes the snapshot and calls `completionHandler` on the main queue, as Apple does.
    open func start(completionHandler: @escaping CompletionHandler) {
        start(with: .main, completionHandler: completionHandler)
    }

    /// Makes the snapshot and calls `completionHandler` on `queue`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        lock.withLock { loading = true }
        // The handler runs once, on `queue`, as the caller asked; it is carried there unchecked.
        let handler = UncheckedHandler(call: completionHandler)
        DispatchQueue.global().async {
            let result = Result { try self.makeSnapshot() }
            let wasCancelled = self.lock.withLock {
                self.loading = false
                return self.cancelled
            }
            // A cancelled snapshotter calls back with nothing, as Apple's does.
            guard !wasCancelled else { return }
            queue.async {
                switch result {
                case .success(let snapshot): handler.call(snapshot, nil)
                case .failure(let error): handler.call(nil, error)
                }
            }
        }
    }

    /// Makes the snapshot.
    open func start() async throws -> MKMapSnapshotter.Snapshot {
        lock.withLock { loading = true }
        defer { lock.withLock { loading = false } }
        try Task.checkCancellation()
        return try makeSnapshot()
    }

    /// Stops a snapshot in progress; its handler is not called.
    open func cancel() {
        lock.withLock { cancelled = true }
    }

    private func makeSnapshot() throws -> Snapshot {
        let size = options.size
        let scale = Double(options.scale)
        let pixelWidth = Double(size.width) * scale
        let pixelHeight = Double(size.height) * scale
        guard size.width > 0, size.height > 0, scale > 0, pixelWidth >= 1, pixelHeight >= 1,
            pixelWidth <= Double(Self.maximumPixelSide), pixelHeight <= Double(Self.maximumPixelSide)
        else {
            throw NSError(
                domain: MKErrorDomain, code: 1,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "A map snapshot needs a positive size and scale of at most \(Self.maximumPixelSide) pixels a side (got \(size.width) × \(size.height) points at scale \(options.scale))."
                ])
        }
        var map = PlaceholderMap(region: options.region, size: size, scale: scale, mapType: options.mapType)
        let png = map.render()
        guard let image = UIImage(data: png, scale: CGFloat(scale)) else {
            throw NSError(domain: MKErrorDomain, code: 1, userInfo: [NSLocalizedDescriptionKey: "The map placeholder could not be encoded."])
        }
        return Snapshot(image: image, projection: map.projection)
    }
}

/// A completion handler carried to the queue it runs on.
private struct UncheckedHandler: @unchecked Sendable {
    let call: MKMapSnapshotter.CompletionHandler
}
