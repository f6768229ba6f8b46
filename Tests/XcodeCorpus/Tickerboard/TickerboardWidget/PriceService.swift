import Combine
import Foundation

struct PricePoint: Codable, Identifiable, Hashable {
    var time: Date
    var price: Double
    var id: Date { time }
}

struct PriceHistory: Codable {
    var symbol: String
    var points: [PricePoint]

    var last: Double { points.last?.price ?? 0 }
    var change: Double {
        guard let first = points.first?.price, first != 0 else { return 0 }
        return (last - first) / first
    }

    /// Shown when the network is down: a plausible day of hourly prices.
    static func offlineSample(symbol: String, now: Date = .now) -> PriceHistory {
        let base = symbol == "BTC" ? 64_000.0 : 190.0
        let waves = [0.0, 0.6, 1.1, 0.8, 1.5, 2.2, 1.9, 2.6, 2.1, 2.9, 3.4, 3.0]
        let points = waves.enumerated().map { index, wave in
            PricePoint(
                time: now.addingTimeInterval(Double(index - waves.count + 1) * 3600),
                price: base * (1 + wave / 100))
        }
        return PriceHistory(symbol: symbol, points: points)
    }
}

/// Fetches a day of prices; any failure falls back to the offline sample.
final class PriceService {
    private var cancellables = Set<AnyCancellable>()
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    func history(for symbol: String, completion: @escaping (PriceHistory, Bool) -> Void) {
        var components = URLComponents(string: "https://api.example.com/v1/history")!
        components.queryItems = [URLQueryItem(name: "symbol", value: symbol), URLQueryItem(name: "range", value: "1d")]
        var request = URLRequest(url: components.url!)
        request.timeoutInterval = 8

        URLSession.shared.dataTaskPublisher(for: request)
            .tryMap { output -> Data in
                guard let response = output.response as? HTTPURLResponse, response.statusCode == 200 else {
                    throw URLError(.badServerResponse)
                }
                return output.data
            }
            .decode(type: PriceHistory.self, decoder: decoder)
            .map { ($0, true) }
            .replaceError(with: (PriceHistory.offlineSample(symbol: symbol), false))
            .sink { history, live in completion(history, live) }
            .store(in: &cancellables)
    }
}
