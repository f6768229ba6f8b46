import Combine
import Foundation
import OSLog

// A view model and service in the style network-backed widgets share with their app.

enum PriceError: Error {
    case empty
}

final class PriceService {
    static let shared = PriceService()
    private let log = Logger(subsystem: "com.example.crypto", category: "network")

    func latestPrices() -> AnyPublisher<[String: Double], PriceError> {
        Future<[String: Double], PriceError> { promise in
            promise(.success(["BTC": 64_210.5, "ETH": 3_120.25]))
        }
        .handleEvents(receiveOutput: { [log] prices in log.info("received \(prices.count) prices") })
        .flatMap { prices -> AnyPublisher<[String: Double], PriceError> in
            prices.isEmpty ? Fail(error: PriceError.empty).eraseToAnyPublisher() : Just(prices).setFailureType(to: PriceError.self).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}

final class PricesViewModel: ObservableObject {
    @Published var prices: [String: Double] = [:]
    private var subscriptions = Set<AnyCancellable>()

    func load(_ done: @escaping ([String: Double]) -> Void) {
        PriceService.shared.latestPrices()
            .catch { _ in Just([:]) }
            .sink { [weak self] prices in
                self?.prices = prices
                done(prices)
            }
            .store(in: &subscriptions)
    }
}
