import Foundation

/// Wall-clock samples in milliseconds.
struct Samples {
    var values: [Double] = []

    mutating func time<T>(_ body: () -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        values.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        return result
    }

    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count - 1)).rounded())))
        return sorted[index]
    }

    var median: Double { percentile(0.5) }
    var p95: Double { percentile(0.95) }

    func line(_ name: String) -> String {
        name.padding(toLength: 28, withPad: " ", startingAt: 0) + String(format: "median %7.3f ms   p95 %7.3f ms", median, p95)
    }
}
