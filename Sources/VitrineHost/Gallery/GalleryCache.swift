import Foundation

/// Gallery previews by request key, and the requests under way. A preview is kept for a
/// while (`lifetime`), a failure for less, so a broken extension is not asked in a loop;
/// concurrent asks for the same preview share one request.
struct GalleryCache {
    private struct Kept {
        var result: Result<WebImage, any Error>
        var made: Date
    }

    private var kept: [String: Kept] = [:]
    private var requests: [String: Task<WebImage, any Error>] = [:]

    /// How long a result is kept: ten minutes for a preview, 30 s for a failure.
    static func lifetime(_ result: Result<WebImage, any Error>) -> TimeInterval {
        switch result {
        case .success: 600
        case .failure: 30
        }
    }

    /// The kept result for `key` while it is fresh at `now`.
    func fresh(_ key: String, now: Date) -> Result<WebImage, any Error>? {
        guard let cached = kept[key], now.timeIntervalSince(cached.made) < Self.lifetime(cached.result) else { return nil }
        return cached.result
    }

    /// The request for `key` under way, if any.
    func request(_ key: String) -> Task<WebImage, any Error>? { requests[key] }

    mutating func began(_ key: String, _ task: Task<WebImage, any Error>) { requests[key] = task }

    mutating func finished(_ key: String, _ result: Result<WebImage, any Error>, now: Date) {
        requests[key] = nil
        kept[key] = Kept(result: result, made: now)
    }
}
