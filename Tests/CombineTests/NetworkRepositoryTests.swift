import Combine
import Foundation
import Testing
import VitrineTestSupport

// A network repository written the way widget projects write them against Apple's Combine.
struct Quote: Codable, Equatable {
    let symbol: String
    let price: Double
}

enum RepositoryError: Error, Equatable {
    case badSymbol
    case transport
}

protocol QuoteLoading {
    func quote(for symbol: String) -> AnyPublisher<Quote, RepositoryError>
}

struct CachedQuoteRepository: QuoteLoading {
    let cache: [String: Data]

    func quote(for symbol: String) -> AnyPublisher<Quote, RepositoryError> {
        guard !symbol.isEmpty else { return Fail(error: RepositoryError.badSymbol).eraseToAnyPublisher() }
        return Just(symbol)
            .setFailureType(to: RepositoryError.self)
            .flatMap { symbol -> AnyPublisher<Data, RepositoryError> in
                guard let data = cache[symbol] else { return Fail(error: .transport).eraseToAnyPublisher() }
                return Just(data).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
            }
            .decode(type: Quote.self, decoder: JSONDecoder())
            .mapError { $0 as? RepositoryError ?? .transport }
            .eraseToAnyPublisher()
    }
}

struct RemoteQuoteRepository: QuoteLoading {
    let base: URL
    let session: URLSession

    func quote(for symbol: String) -> AnyPublisher<Quote, RepositoryError> {
        session.dataTaskPublisher(for: base.appendingPathComponent(symbol))
            .tryMap { output -> Data in
                guard let http = output.response as? HTTPURLResponse, http.statusCode == 200 else { throw RepositoryError.badSymbol }
                return output.data
            }
            .decode(type: Quote.self, decoder: JSONDecoder())
            .mapError { $0 as? RepositoryError ?? .transport }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}

/// Waits for a publisher's first value or its failure.
final class CancellableHolder: @unchecked Sendable { var cancellables = Set<AnyCancellable>() }

func firstResult<P: Publisher>(of publisher: P) async -> Result<P.Output, P.Failure> {
    let holder = CancellableHolder()
    return await withCheckedContinuation { continuation in
        var finished = false
        publisher.first().sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion, !finished { finished = true; continuation.resume(returning: .failure(error)) }
            },
            receiveValue: { value in
                if !finished { finished = true; continuation.resume(returning: .success(value)) }
            }
        ).store(in: &holder.cancellables)
    }
}

@Suite struct PipelineTests {
    let repository = CachedQuoteRepository(cache: [
        "AAPL": Data(#"{"symbol":"AAPL","price":190.5}"#.utf8),
        "BAD": Data(#"{"symbol":"BAD"}"#.utf8),
    ])

    @Test func decodesThroughFlatMap() async throws {
        let result = await firstResult(of: repository.quote(for: "AAPL"))
        #expect(try result.get() == Quote(symbol: "AAPL", price: 190.5))
    }

    @Test func failuresArriveAsTypedErrors() async {
        #expect(await firstResult(of: repository.quote(for: "")).failure == .badSymbol)
        #expect(await firstResult(of: repository.quote(for: "MSFT")).failure == .transport)
        #expect(await firstResult(of: repository.quote(for: "BAD")).failure == .transport)  // a decoding error
    }

    @Test func subjectsAndCancellation() {
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<String, Never>("idle")
        var seen: [Int] = [], states: [String] = []
        var bag = Set<AnyCancellable>()
        subject.map { $0 * 2 }.sink { seen.append($0) }.store(in: &bag)
        current.sink { states.append($0) }.store(in: &bag)
        subject.send(1); subject.send(2)
        current.value = "loading"
        bag.removeAll()  // cancels both
        subject.send(3); current.send("done")
        #expect(seen == [2, 4])
        #expect(states == ["idle", "loading"])
    }

    @Test func futureDeliversOnce() async {
        let future = Future<Int, Never> { promise in DispatchQueue.global().async { promise(.success(42)) } }
        #expect(await firstResult(of: future).success == 42)
    }
}

final class ScoreModel: ObservableObject {
    @Published var score = 0
    @Published var name = "Player"
}

@Suite struct ObservableObjectTests {
    @Test func publishedChangesNotifyBeforeTheyHappen() {
        let model = ScoreModel()
        var willChange = 0, scoresSeen: [Int] = [], valueDuringWillChange: [Int] = []
        var bag = Set<AnyCancellable>()
        model.objectWillChange.sink { _ in
            willChange += 1; valueDuringWillChange.append(model.score)
        }.store(in: &bag)
        model.$score.sink { scoresSeen.append($0) }.store(in: &bag)
        model.score = 3
        model.name = "Ana"
        model.score += 1
        #expect(willChange == 3)
        #expect(valueDuringWillChange == [0, 3, 3])  // objectWillChange fires before the new value is stored
        #expect(scoresSeen == [0, 3, 4])
    }
}

@Suite struct SchedulerTests {
    @Test func receiveOnDispatchQueueMainRunsOnTheMainQueue() async {
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        let queues = await withCheckedContinuation { (continuation: CheckedContinuation<[String?], Never>) in
            var bag: AnyCancellable?
            bag = Just(1).subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main).sink { _ in
                let here = DispatchQueue.getSpecific(key: key)
                // Without receive(on:) the value arrives on the global queue: the check can tell.
                _ = Just(2).subscribe(on: DispatchQueue.global()).sink { _ in
                    continuation.resume(returning: [here, DispatchQueue.getSpecific(key: key)])
                }
                _ = bag
            }
        }
        #expect(queues == ["main", nil])
    }

    @Test func receiveOnARunLoopRunsOnItsThread() async {
        // RunLoop is a Scheduler as on Apple's platforms; a thread of our own runs its loop.
        final class Box: @unchecked Sendable { var loop: RunLoop?; var thread: Thread?; var done = false }
        let box = Box()
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.loop = RunLoop.current
            box.thread = Thread.current
            ready.signal()
            while !box.done { _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05)) }
        }
        thread.start()
        ready.wait()
        let loop = box.loop!
        let sameThread = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            var bag: AnyCancellable?
            bag = Just("x").receive(on: loop).sink { _ in
                continuation.resume(returning: Thread.current == box.thread)
                _ = bag
            }
        }
        box.done = true
        #expect(sameThread)
        // RunLoop.main is the scheduler real code names.
        let _: AnyPublisher<Int, Never> = Just(1).receive(on: RunLoop.main).eraseToAnyPublisher()
    }
}

@Suite(ProcessTestLock()) struct DataTaskPublisherTests {
    @Test func repositoryOverLoopbackHTTP() async throws {
        let server = try LoopbackHTTPServer { requestLine in
            requestLine.hasPrefix("GET /quotes/AAPL ")
                ? (200, Data(#"{"symbol":"AAPL","price":190.5}"#.utf8))
                : (404, Data("{}".utf8))
        }
        defer { server.stop() }
        let repository = RemoteQuoteRepository(base: server.url("/quotes"), session: URLSession(configuration: .ephemeral))
        #expect(try await firstResult(of: repository.quote(for: "AAPL")).get() == Quote(symbol: "AAPL", price: 190.5))
        #expect(await firstResult(of: repository.quote(for: "NOPE")).failure == .badSymbol)
        #expect(server.requests == ["GET /quotes/AAPL HTTP/1.1", "GET /quotes/NOPE HTTP/1.1"])
    }

    @Test func connectionRefusedIsAURLError() async throws {
        let server = try LoopbackHTTPServer { _ in (200, Data()) }
        let url = server.url("/gone")
        server.stop()  // nothing listens on the port any more
        let result = await firstResult(of: URLSession(configuration: .ephemeral).dataTaskPublisher(for: url))
        #expect(result.failure?.code == .cannotConnectToHost)
    }
}

extension Result {
    var failure: Failure? { if case .failure(let error) = self { return error } else { return nil } }
    var success: Success? { if case .success(let value) = self { return value } else { return nil } }
}
