import Foundation
import VitrineHost
import VitrineStore
import WidgetScheduler

/// What the soak's driver was told while the host ran, kept by the driver itself (in memory
/// and as lines in a log file), never read back from the store it judges: the instances a
/// `vitrine widgets add` reported added (exit 0), the timeline generations a reader saw
/// committed, and the counted reloads the host's own `status` reported used.
final class DriverLog: @unchecked Sendable {
    private let lock = NSLock()
    private let file: FileHandle?
    private var addsSeen: [Int64: Int] = [:]  // instance → round acknowledged
    private var generationsSeen: [Int64: Int] = [:]
    private var usedSeen: [Int64: Int] = [:]
    private(set) var timelineAcks = 0

    init(path: String?) {
        if let path {
            FileManager.default.createFile(atPath: path, contents: nil)
            file = FileHandle(forWritingAtPath: path)
        } else {
            file = nil
        }
    }

    func note(_ line: String) {
        file?.write(Data((line + "\n").utf8))
    }

    /// A new home: nothing acknowledged yet.
    func reset(home: String) {
        lock.withLock {
            addsSeen = [:]
            generationsSeen = [:]
            usedSeen = [:]
        }
        note("home \(home)")
    }

    func ackAdd(_ id: Int64, round: Int) {
        lock.withLock { addsSeen[id] = round }
        note("round \(round) ack add #\(id)")
    }

    func ackGeneration(_ id: Int64, _ generation: Int, round: Int) {
        let new = lock.withLock {
            guard generation > generationsSeen[id] ?? 0 else { return false }
            generationsSeen[id] = generation
            timelineAcks += 1
            return true
        }
        if new { note("round \(round) ack timeline #\(id) generation \(generation)") }
    }

    func ackUsed(_ id: Int64, _ used: Int, round: Int) {
        let new = lock.withLock {
            guard used > usedSeen[id] ?? 0 else { return false }
            usedSeen[id] = used
            return true
        }
        if new { note("round \(round) ack counted #\(id) used \(used)") }
    }

    var adds: [Int64: Int] { lock.withLock { addsSeen } }
    var generations: [Int64: Int] { lock.withLock { generationsSeen } }
    var used: [Int64: Int] { lock.withLock { usedSeen } }
    var countedTotal: Int { lock.withLock { usedSeen.values.reduce(0, +) } }
}

/// The soak's checks of a home against the driver's log.
enum CrashOracle {
    /// Budget window of the host the soak runs (serve's default policy). Every home lives far
    /// less than a window, so no counted reload the driver saw can have left it.
    static let window = SchedulerPolicy.widgetKit.budgetWindow

    /// The store key of an entry's image as the host computes it (`HostDaemon.imageEnvironment`):
    /// the render environment of `vitrine serve`'s defaults, the family, the entry's date, and no
    /// lock redaction (the soak never locks).
    static func imageKey(_ instance: InstanceRecord, _ entry: EntryRecord, location: StoreLocation) -> String {
        let environment = "\(HostConfiguration(location: location).renderEnvironment.key)|\(instance.family)|\(entry.date.timeIntervalSinceReferenceDate)"
        return VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: environment)
    }

    /// `images/current/<id>.png` files by instance id (temporary files of atomic writes are not images).
    static func currentImages(_ home: CrashHome) -> [Int64: URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: home.currentImages.path)) ?? []
        var files: [Int64: URL] = [:]
        for name in names where name.hasSuffix(".png") {
            if let id = Int64(name.dropLast(4)) { files[id] = home.currentImages.appendingPathComponent(name) }
        }
        return files
    }

    struct AfterKill {
        var violations: [String] = []
        /// Timelines committed after the driver's last look (the kill fell right after a commit).
        var unseenCommits = 0
        /// Current images of an older timeline than the committed one (the kill fell between
        /// committing a timeline and showing it); the restarted host must replace them.
        var staleImages = 0
    }

    /// With the host dead: the store opens whole and holds everything acknowledged, and every
    /// current image on disk is a complete PNG.
    static func afterKill(_ home: CrashHome, _ log: DriverLog) -> AfterKill {
        var result = AfterKill()
        let store: VitrineStore
        do {
            store = try VitrineStore(location: home.location)  // runs SQLite's quick_check first
        } catch {
            result.violations.append("the store does not open after the kill: \(error)")
            return result
        }
        defer { try? store.close() }
        do {
            let instances = Dictionary(uniqueKeysWithValues: try store.instances().map { ($0.id, $0) })
            for (id, round) in log.adds.sorted(by: { $0.key < $1.key }) where instances[id] == nil {
                result.violations.append("instance #\(id) is gone from the store although `vitrine widgets add` reported it added (round \(round))")
            }
            for (id, generation) in log.generations.sorted(by: { $0.key < $1.key }) {
                guard let timeline = try store.timeline(instanceID: id) else {
                    result.violations.append("instance #\(id) has no timeline in the store; generation \(generation) had been seen committed")
                    continue
                }
                if timeline.timeline.generation < generation {
                    result.violations.append(
                        "instance #\(id)'s timeline went back to generation \(timeline.timeline.generation); generation \(generation) had been seen committed")
                }
                if timeline.timeline.generation > generation { result.unseenCommits += 1 }
                if timeline.entries.isEmpty { result.violations.append("instance #\(id)'s committed timeline has no entries") }
                for entry in timeline.entries where try store.archive(hash: entry.archiveHash) == nil {
                    result.violations.append("instance #\(id) entry \(entry.index): archive \(entry.archiveHash) is missing")
                }
            }
            for (id, used) in log.used.sorted(by: { $0.key < $1.key }) {
                let counted = try store.countedReloads(instanceID: id, since: Date().addingTimeInterval(-window)).count
                if counted < used {
                    result.violations.append(
                        "the store holds \(counted) counted reloads of #\(id), but the host reported \(used) used before the kill: a restart would refill the budget"
                    )
                }
            }
            for (id, url) in currentImages(home).sorted(by: { $0.key < $1.key }) {
                guard let instance = instances[id] else { continue }  // a removed widget's leftover
                guard let data = try? Data(contentsOf: url) else { continue }
                if let problem = PNGCheck.problem(data) {
                    result.violations.append("images/current/\(id).png is not a complete PNG after the kill: \(problem)")
                    continue
                }
                guard let timeline = try store.timeline(instanceID: id) else { continue }  // its snapshot
                let keys = timeline.entries.map { imageKey(instance, $0, location: home.location) }
                if try !keys.contains(where: { try store.image(key: $0)?.png == data }) { result.staleImages += 1 }
            }
        } catch {
            result.violations.append("reading the store after the kill failed: \(error)")
        }
        return result
    }

    /// The restarted host: it lists every acknowledged instance, its budget is not below what
    /// it reported before the kill, and once it has shown its entries every current image is
    /// exactly the stored image of the entry it shows, from the committed timeline.
    /// `inject` runs before the images are compared (the soak's wrong-image self-test).
    static func afterRestart(
        _ home: CrashHome, _ log: DriverLog, settleTimeout: TimeInterval = 90,
        inject: (([Int64: StatusLine]) -> Void)? = nil
    ) -> (violations: [String], settleSeconds: Double) {
        var violations: [String] = []
        guard let text = home.status() else { return (["the restarted host does not answer `status`"], 0) }
        let first = StatusLine.parse(text)
        for (id, round) in log.adds.sorted(by: { $0.key < $1.key }) where first[id] == nil {
            violations.append("the restarted host does not list #\(id), added in round \(round)")
        }
        for (id, used) in log.used.sorted(by: { $0.key < $1.key }) {
            guard let now = first[id]?.used else {
                violations.append("the restarted host reports no budget for #\(id)")
                continue
            }
            if now < used {
                violations.append("the crash refilled #\(id)'s budget: the restarted host counts \(now) reloads used, it reported \(used) before the kill")
            }
        }

        // Settled: every widget shows an entry and none is reloading.
        let start = Date()
        var lines = first
        while true {
            if let text = home.status() { lines = StatusLine.parse(text) }
            if lines.values.allSatisfy({ $0.shownEntry != nil && !$0.reloading }) { break }
            if Date().timeIntervalSince(start) > settleTimeout {
                let waiting = lines.values.filter { $0.shownEntry == nil || $0.reloading }.map { "#\($0.id)" }.sorted()
                violations.append("\(waiting.joined(separator: ", ")) did not show an entry within \(Int(settleTimeout)) s of the restart")
                return (violations, Date().timeIntervalSince(start))
            }
            usleep(50_000)
        }
        let settled = Date().timeIntervalSince(start)
        inject?(lines)
        var mismatches = currentImageMismatches(home, lines)
        if !mismatches.isEmpty {
            // An entry date may have passed between the two reads: look once more.
            usleep(1_500_000)
            if let text = home.status() { mismatches = currentImageMismatches(home, StatusLine.parse(text)) }
        }
        return (violations + mismatches, settled)
    }

    /// Each shown instance's `images/current/<id>.png` against the store's image of the entry shown.
    static func currentImageMismatches(_ home: CrashHome, _ lines: [Int64: StatusLine]) -> [String] {
        var problems: [String] = []
        do {
            let store = try VitrineStore(location: home.location, verifyIntegrity: false)
            defer { try? store.close() }
            let files = currentImages(home)
            for line in lines.values.sorted(by: { $0.id < $1.id }) {
                guard let shown = line.shownEntry, let instance = try store.instance(id: line.id) else { continue }
                guard let timeline = try store.timeline(instanceID: line.id), timeline.entries.indices.contains(shown) else {
                    problems.append("#\(line.id) shows entry \(shown), which its committed timeline does not have")
                    continue
                }
                let entry = timeline.entries[shown]
                let key = imageKey(instance, entry, location: home.location)
                guard let stored = try store.image(key: key) else {
                    problems.append(
                        "#\(line.id) shows entry \(shown) of generation \(timeline.timeline.generation), whose image (key \(key.prefix(12))…) is not in the store"
                    )
                    continue
                }
                guard let url = files[line.id], let data = try? Data(contentsOf: url) else {
                    problems.append("#\(line.id) shows entry \(shown) but images/current/\(line.id).png is missing")
                    continue
                }
                if let problem = PNGCheck.problem(data) {
                    problems.append("images/current/\(line.id).png served after the restart is not a complete PNG: \(problem)")
                } else if data != stored.png {
                    problems.append(
                        "images/current/\(line.id).png (\(data.count) bytes) is not the stored image of entry \(shown) of #\(line.id)'s committed timeline generation \(timeline.timeline.generation) (key \(key.prefix(12))…, \(stored.png.count) bytes)"
                    )
                }
            }
        } catch {
            problems.append("reading the store after the restart failed: \(error)")
        }
        return problems
    }
}
