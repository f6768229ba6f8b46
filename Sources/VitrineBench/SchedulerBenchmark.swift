import Foundation
import HeapModule
import WidgetScheduler

#if canImport(Glibc)
import Glibc
#endif

/// Simulates one day of a host with `instances` widgets, each with 24 hourly entries and
/// `.atEnd`, their hours staggered over an hour; the bench serves every reload at once with a
/// new 24-hour timeline. Measures the day's wall time per decision (entry shown, reload
/// issued), the scheduler's state per instance (resident memory growth and its own count),
/// and, as the baseline in the same run, the bare heap pop + push for as many events.
struct SchedulerBenchmark {
    let instances: Int

    private static let entriesPerTimeline = 24

    func run() {
        let n = instances
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        var entryDates = [Date](repeating: start, count: Self.entriesPerTimeline)
        func fill(from first: Date) {
            for index in entryDates.indices { entryDates[index] = first + Double(index) * 3_600 }
        }
        /// Instance i's hours fall at second `i % 3600` of each hour.
        func offset(_ id: InstanceID) -> Double { Double(Int(id.rawValue) % 3_600) }

        // Setup: register, serve the initial reloads, show the first entries.
        trimHeap()
        let rssBefore = residentBytes()
        let setupStart = DispatchTime.now().uptimeNanoseconds
        var scheduler = WidgetScheduler(now: start)
        scheduler.reserveCapacity(instances: n)
        let registration = InstanceRegistration(app: "com.example.bench", kind: "Hourly")
        for index in 0..<n {
            scheduler.register(InstanceID(Int64(index)), registration, now: start)
            if index & 0xFFFF == 0 { _ = scheduler.drainEvents() }
        }
        var now = start + 5
        for (index, action) in scheduler.advance(to: now).enumerated() {
            guard case .reload(let id, _) = action else { continue }
            fill(from: now + offset(id))
            scheduler.timelineArrived(id, entryDates: entryDates, policy: .atEnd, now: now)
            if index & 0xFFFF == 0 { _ = scheduler.drainEvents() }
        }
        let firstShown = scheduler.advance(to: now).count
        _ = scheduler.drainEvents()
        let setupSeconds = seconds(since: setupStart)
        trimHeap()
        let rssBytes = residentBytes() - rssBefore
        let footprint = scheduler.storageFootprint

        // The simulated day.
        let end = now + 86_400
        var shows = 0, reloads = 0, events = 0, wakeUps = 0
        let dayStart = DispatchTime.now().uptimeNanoseconds
        let dayCPUStart = threadCPUSeconds()
        while let wake = scheduler.nextWakeDate(), wake <= end {
            now = wake
            wakeUps += 1
            for action in scheduler.advance(to: now) {
                switch action {
                case .showEntry:
                    shows += 1
                case .reload(let id, _):
                    reloads += 1
                    fill(from: now)
                    scheduler.timelineArrived(id, entryDates: entryDates, policy: .atEnd, now: now)
                }
            }
            events += scheduler.drainEvents().count
        }
        let daySeconds = seconds(since: dayStart)
        let dayCPUSeconds = threadCPUSeconds() - dayCPUStart
        let decisions = shows + reloads
        trimHeap()
        let rssAfterDay = residentBytes() - rssBefore
        let footprintAfterDay = scheduler.storageFootprint

        // Baseline: the same number of events through a bare heap of the same size.
        let heapSeconds = heapBaseline(items: n, operations: decisions)

        // The larger of the two measurements is the one reported.
        let perInstance = Double(max(rssBytes, rssAfterDay)) / Double(n)
        print("scheduler: \(n) instances, \(Self.entriesPerTimeline) hourly entries each (.atEnd), hours staggered over 3600 s; reloads served at once")
        print(
            String(
                format: "setup (register, initial reload, first entry): %.2f s, %.0f ns/instance, %d entries shown",
                setupSeconds, setupSeconds * 1e9 / Double(n), firstShown))
        let share = { (bytes: Int) in String(format: "%.1f", Double(bytes) / Double(n)) }
        print(
            String(
                format: "state after setup: resident +%.1f MB = %.0f bytes/instance; computed %.0f bytes/instance",
                Double(rssBytes) / 1_048_576, Double(rssBytes) / Double(n), Double(footprint.total) / Double(n))
                + " (records \(share(footprint.records)) [\(footprint.recordBytes) each], index \(share(footprint.index)),"
                + " pool \(share(footprint.pool)), wake heap \(share(footprint.wakeQueue)), buffers \(share(footprint.buffers)))")
        print("simulated day: \(decisions) decisions (\(shows) entries shown, \(reloads) reloads), \(events) flight events, \(wakeUps) wake-ups")
        print(
            String(
                format: "state after the day: resident +%.1f MB = %.0f bytes/instance; computed %.0f bytes/instance (pool %.1f)",
                Double(rssAfterDay) / 1_048_576, Double(rssAfterDay) / Double(n), Double(footprintAfterDay.total) / Double(n),
                Double(footprintAfterDay.pool) / Double(n)))
        print(
            String(
                format: "day wall time %.3f s, %.0f ns/decision (thread CPU time %.3f s: other processes share the cores)",
                daySeconds, daySeconds * 1e9 / Double(max(decisions, 1)), dayCPUSeconds))
        print(
            String(
                format: "baseline heap (%d items, %d pop+push): %.3f s, %.0f ns/op", n, decisions, heapSeconds,
                heapSeconds * 1e9 / Double(max(decisions, 1))))
        print(String(format: "ratio_to_heap=%.2f", daySeconds / heapSeconds))
        print(String(format: "RESULT scheduler instances=%d day_s=%.3f bytes_per_instance=%.0f", n, daySeconds, perInstance))
    }

    /// Pops the earliest wake and pushes it an hour later, as often as the day made decisions.
    private func heapBaseline(items: Int, operations: Int) -> Double {
        var heap = Heap<UInt64>(minimumCapacity: items)
        for index in 0..<items { heap.insert(UInt64(index % 3_600) << 32 | UInt64(index)) }
        let startTime = DispatchTime.now().uptimeNanoseconds
        var checksum: UInt64 = 0
        for _ in 0..<operations {
            let key = heap.removeMin()
            checksum &+= key
            heap.insert(key &+ (3_600 << 32))
        }
        let elapsed = seconds(since: startTime)
        if checksum == 42 { print("") }  // keeps the loop from being optimized away
        return elapsed
    }

    private func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// CPU time of this thread, to tell the work from waiting for a busy machine's cores.
    private func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Resident set size from /proc/self/statm (second field, in pages).
    private func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Returns freed heap memory to the system (glibc's `malloc_trim`, not in Swift's Glibc
    /// module, so looked up), so resident memory counts what is kept.
    private func trimHeap() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: MallocTrim.self)(0) }
        #endif
    }
}
