import Foundation
import VitrineWeb
import VitrineWebTesting

/// One page of the web home screen as `vitrine-bench web` plays it, over loopback sockets: its
/// `/api/events` stream is read on a thread of its own and every event is stamped on arrival,
/// before anything is parsed (the next event in the same write must not wait for this one's JSON).
///
/// Two ways of behaving:
/// - **counting** (fan-out and baseline rounds): the page only stamps the events it was told to
///   expect; the bench fetches the images afterwards (`fetchAndRevalidate`).
/// - **fetching on arrival** (end-to-end rounds): like the home page's script, a `widget` event
///   makes the page fetch that widget's image (`?v=` the event's version) and a `settings` event
///   makes it re-read `/api/state`, on up to `connections` connections at once (browsers open 6
///   per host over HTTP/1.1). The new timeline's image is told from the old one by the event's
///   `entryDate`, which lies well after the old timeline's last entry, and the image's ETag must
///   equal the event's `version`.
final class WebBrowserPage: @unchecked Sendable {
    /// When this page heard of a widget's new-timeline image, sent the request for it (after
    /// the requests queued before it), and had its bytes.
    struct Delivery: Sendable {
        var widget: Int64
        var heard: UInt64
        var requested: UInt64
        var received: UInt64
    }

    /// Requests made while fetching on arrival.
    struct Fetches: Sendable {
        /// New-timeline images (200, PNG, ETag equal to the announced version).
        var newImages = 0
        /// Images announced before the reload (the old timeline's last entry, shown at its date).
        var oldImages = 0
        /// Old images that were no longer shown when fetched: the server sent the current one.
        var superseded = 0
        var states = 0

        static func + (a: Fetches, b: Fetches) -> Fetches {
            Fetches(
                newImages: a.newImages + b.newImages, oldImages: a.oldImages + b.oldImages,
                superseded: a.superseded + b.superseded, states: a.states + b.states)
        }
    }

    /// One `widget` event's payload, as far as the bench needs it.
    struct WidgetEvent: Sendable {
        var id: Int64
        var version: String?
        var entry: Int?
        /// Milliseconds since 1970 (the API's dates).
        var entryDate: Double?

        init?(json text: String) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                let id = (object["id"] as? NSNumber)?.int64Value
            else { return nil }
            self.id = id
            version = object["version"] as? String
            entry = (object["entry"] as? NSNumber)?.intValue
            entryDate = (object["entryDate"] as? NSNumber)?.doubleValue
        }
    }

    let port: Int
    /// The cookie the page's browser holds after opening the tokenised address.
    let credentials: [(String, String)]
    private let stream: EventStreamProbe
    private let lock = NSCondition()
    private var helloSeen = false
    private var failure: String?
    private var closed = false

    // Counting.
    private var expectedName = ""
    private var remaining = 0
    private var arrivals: [UInt64] = []
    private var widgetEvents: [String] = []

    // Fetching on arrival.
    private var fetchingOnArrival = false
    private var queue: [(name: String, data: String, heard: UInt64)] = []
    private var busy = 0
    /// Per widget, the date (ms since 1970) after which an entry belongs to the new timeline.
    private var newTimelineAfter: [Int64: Double] = [:]
    private var delivered: [Int64: Delivery] = [:]
    private var fetches = Fetches()

    init(port: Int, credentials: [(String, String)], connections: Int) throws {
        self.port = port
        self.credentials = credentials
        stream = try EventStreamProbe(port: port, headers: credentials, timeout: 60)
        Thread.detachNewThread { [self] in read() }
        for _ in 0..<max(1, connections) { Thread.detachNewThread { [self] in fetchLoop() } }
    }

    private func read() {
        do {
            while let event = try stream.next() {
                let now = DispatchTime.now().uptimeNanoseconds
                lock.lock()
                if event.name == "hello" { helloSeen = true }
                if fetchingOnArrival {
                    if event.name == "widget" || event.name == "settings" { queue.append((event.name, event.data, now)) }
                } else if event.name == "widget" {
                    widgetEvents.append(event.data)
                }
                if event.name == expectedName, remaining > 0 {
                    arrivals.append(now)
                    remaining -= 1
                }
                lock.broadcast()
                lock.unlock()
            }
            fail("the server ended the event stream")
        } catch {
            fail("\(error)")
        }
    }

    private func fail(_ message: String) {
        lock.lock()
        if failure == nil, !closed { failure = message }
        lock.broadcast()
        lock.unlock()
    }

    func waitForHello() throws {
        lock.lock()
        defer { lock.unlock() }
        while !helloSeen {
            if let failure { throw HTTPProbe.Failure(description: failure) }
            guard lock.wait(until: Date().addingTimeInterval(10)) else { throw HTTPProbe.Failure(description: "no hello event") }
        }
    }

    // MARK: Counting

    /// Stamps the next `count` events called `name`; forgets widget events heard so far.
    func expect(name: String, count: Int) {
        lock.lock()
        expectedName = name
        remaining = count
        arrivals = []
        widgetEvents = []
        lock.unlock()
    }

    func waitForExpected(timeout: TimeInterval = 60) throws -> [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while remaining > 0 {
            if let failure { throw HTTPProbe.Failure(description: failure) }
            guard lock.wait(until: deadline) else {
                throw HTTPProbe.Failure(description: "\(remaining) \(expectedName) events still missing after \(Int(timeout)) s")
            }
        }
        return arrivals
    }

    /// The widget events heard since `expect`, parsed.
    func takeWidgetEvents() -> [WidgetEvent] {
        lock.lock()
        let texts = widgetEvents
        widgetEvents = []
        lock.unlock()
        return texts.compactMap(WidgetEvent.init(json:))
    }

    /// Fetches each widget's image at its latest announced version, then revalidates it with
    /// `If-None-Match` as a browser does. (requests, 200s, 304s)
    func fetchAndRevalidate(_ events: [WidgetEvent]) throws -> (requests: Int, fresh: Int, notModified: Int) {
        var latest: [Int64: String] = [:]
        for event in events { if let version = event.version { latest[event.id] = version } }
        var result = (requests: 0, fresh: 0, notModified: 0)
        for (id, version) in latest {
            let path = Self.imagePath(id, version)
            let first = try HTTPProbe.request(port: port, "GET", path, headers: credentials)
            result.requests += 1
            if first.status == 200 { result.fresh += 1 }
            guard let tag = first.headers["etag"] else { continue }
            let again = try HTTPProbe.request(port: port, "GET", path, headers: credentials + [("If-None-Match", tag)])
            result.requests += 1
            if again.status == 304 { result.notModified += 1 }
        }
        return result
    }

    static func imagePath(_ id: Int64, _ version: String) -> String {
        "/api/widgets/\(id)/image?v=" + (version.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? version)
    }

    // MARK: Fetching on arrival

    /// From now on every widget event is fetched as it arrives. `newTimelineAfter`: per widget,
    /// a date (ms since 1970) past the old timeline's last entry and before the new one's first.
    func beginFetchingOnArrival(newTimelineAfter: [Int64: Double]) {
        lock.lock()
        self.newTimelineAfter = newTimelineAfter
        delivered = [:]
        fetches = Fetches()
        fetchingOnArrival = true
        lock.unlock()
    }

    /// Waits until the page has the new-timeline image of every widget in `newTimelineAfter`.
    func waitForDeliveries(timeout: TimeInterval) throws -> [Delivery] {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while delivered.count < newTimelineAfter.count {
            if let failure { throw HTTPProbe.Failure(description: failure) }
            guard lock.wait(until: deadline) else {
                throw HTTPProbe.Failure(
                    description: "\(newTimelineAfter.count - delivered.count) widgets' new images still not fetched after \(Int(timeout)) s")
            }
        }
        return Array(delivered.values)
    }

    /// Lets the requests already queued finish, then goes back to counting.
    func endFetchingOnArrival() throws -> Fetches {
        lock.lock()
        defer { lock.unlock() }
        while !queue.isEmpty || busy > 0 {
            if let failure { throw HTTPProbe.Failure(description: failure) }
            guard lock.wait(until: Date().addingTimeInterval(60)) else { throw HTTPProbe.Failure(description: "requests still running after 60 s") }
        }
        fetchingOnArrival = false
        return fetches
    }

    private func fetchLoop() {
        while true {
            lock.lock()
            while queue.isEmpty, !closed { lock.wait() }
            if closed {
                lock.unlock()
                return
            }
            let job = queue.removeFirst()
            busy += 1
            let threshold = newTimelineAfter
            lock.unlock()
            do {
                try handle(job, newTimelineAfter: threshold)
            } catch {
                fail("\(job.name) request: \(error)")
            }
            lock.lock()
            busy -= 1
            lock.broadcast()
            lock.unlock()
        }
    }

    private func handle(_ job: (name: String, data: String, heard: UInt64), newTimelineAfter: [Int64: Double]) throws {
        if job.name == "settings" {
            // The page re-reads the whole state when the clock (or any setting) changes.
            let reply = try HTTPProbe.request(port: port, "GET", "/api/state", headers: credentials)
            guard reply.status == 200 else { throw HTTPProbe.Failure(description: "/api/state answered \(reply.status)") }
            lock.lock()
            fetches.states += 1
            lock.unlock()
            return
        }
        guard let event = WidgetEvent(json: job.data) else { throw HTTPProbe.Failure(description: "unreadable widget event \(job.data)") }
        guard let version = event.version else { return }  // nothing to show yet
        let requested = DispatchTime.now().uptimeNanoseconds
        let reply = try HTTPProbe.request(port: port, "GET", Self.imagePath(event.id, version), headers: credentials)
        let received = DispatchTime.now().uptimeNanoseconds
        guard reply.status == 200, reply.body.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            throw HTTPProbe.Failure(description: "image of #\(event.id) answered \(reply.status) with \(reply.body.count) bytes")
        }
        let matches = reply.headers["etag"] == "\"\(version)\""
        let isNew = (event.entryDate ?? 0) > (newTimelineAfter[event.id] ?? .infinity)
        lock.lock()
        defer { lock.unlock() }
        if isNew {
            guard matches else {
                // Announced as shown, yet the server sent another picture: a real defect.
                failure = failure ?? "#\(event.id): the new version \(version) was announced but the image served has ETag \(reply.headers["etag"] ?? "none")"
                lock.broadcast()
                return
            }
            fetches.newImages += 1
            if delivered[event.id] == nil, newTimelineAfter[event.id] != nil {
                delivered[event.id] = Delivery(widget: event.id, heard: job.heard, requested: requested, received: received)
            }
        } else {
            fetches.oldImages += 1
            if !matches { fetches.superseded += 1 }
        }
    }

    func close() {
        lock.lock()
        closed = true
        lock.broadcast()
        lock.unlock()
        stream.close()
    }
}
