import Foundation
import Synchronization
import VitrineHost

/// Recently served images by (what, version, scale): when twenty pages ask for the new entry
/// of fifty widgets at once, the host renders or reads each one once.
final class ImageCache: Sendable {
    private struct State {
        var images: [String: WebImage] = [:]
        var order: [String] = []
    }
    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func image(_ key: String) -> WebImage? { state.withLock { $0.images[key] } }

    func insert(_ image: WebImage, for key: String) {
        state.withLock { state in
            if state.images.updateValue(image, forKey: key) == nil { state.order.append(key) }
            while state.order.count > capacity { state.images[state.order.removeFirst()] = nil }
        }
    }
}
