import Foundation
import VitrineStore

/// Crash soak: `vitrine serve` as a real process (GameApp and GameWidgets installed in a
/// temporary home) is killed with SIGKILL at a random moment while the app pushes (counted
/// reloads commit new timelines, entries are rendered and `images/current` replaced) and
/// widgets are added, then restarted. Each round is judged against the driver's own log
/// (`CrashOracle`): acknowledged adds and timelines survive, no current image is torn or
/// mismatched, and the restarted host's budget is not refilled.
///
/// The seed fixes every choice the driver makes (load length, kill moment, what the app and
/// the CLI do and when); the host's own timing still varies, which is what a soak is for.
struct CrashBenchmark {
    var products: CrashProducts
    var rounds = 20
    var seed: UInt64
    var roundsPerHome = 10
    var logPath: String?
    /// The log was not asked for (`--log`): it is removed when the soak passes.
    var temporaryLog = false
    var keep = false
    /// Self-tests of the oracle: damage the home the way a broken host would, and the soak must fail.
    var inject: Injection?

    enum Injection: String, CaseIterable {
        /// After the kill, the store is put back as it was before the round (writes lost).
        case lostWrites = "lost-writes"
        /// After the kill, one current image is cut in half (a torn, non-atomic write).
        case tornImage = "torn-image"
        /// After the restart, one current image is replaced by another valid PNG.
        case wrongImage = "wrong-image"
    }

    static let usage =
        "crash [--rounds N] [--seed N] [--rounds-per-home N] [--log PATH] [--products DIR] [--keep] [--inject lost-writes|torn-image|wrong-image]"
    static let kinds = [("com.mygame.character-detail", "medium"), ("com.mygame.game-status", "small"), ("com.mygame.character-detail", "small")]
    /// Widgets per home at most (adds stop there), so a round's reload work stays bounded.
    static let maxInstances = 6

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let products = CrashProducts(directory: value("--products").map { URL(fileURLWithPath: $0) } ?? own)
        guard products.missing.isEmpty else {
            FileHandle.standardError.write(
                Data(
                    "error: missing \(products.missing.joined(separator: ", ")); build them beside vitrine-bench (swift build --product vitrine --product GameApp --product GameWidgets) or pass --products DIR\n"
                        .utf8))
            return 2
        }
        var inject: Injection?
        if let name = value("--inject") {
            guard let chosen = Injection(rawValue: name) else {
                FileHandle.standardError.write(Data("error: --inject takes \(Injection.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
                return 2
            }
            inject = chosen
        }
        var benchmark = CrashBenchmark(products: products, seed: value("--seed").flatMap(UInt64.init) ?? UInt64.random(in: 1...999_999))
        benchmark.rounds = max(1, value("--rounds").flatMap(Int.init) ?? benchmark.rounds)
        benchmark.roundsPerHome = max(1, value("--rounds-per-home").flatMap(Int.init) ?? benchmark.roundsPerHome)
        benchmark.logPath = value("--log") ?? NSTemporaryDirectory() + "vitrine-crash-\(getpid()).log"
        benchmark.temporaryLog = value("--log") == nil
        benchmark.keep = arguments.contains("--keep")
        benchmark.inject = inject
        return benchmark.run()
    }

    /// Totals over the run.
    struct Totals {
        var violations = 0
        var killsWhileReloading = 0
        var unseenCommits = 0
        var staleImages = 0
        var pushes = 0
        var adds = 0
        var restartMs: [Double] = []
        var settleMs: [Double] = []
    }

    func run() -> Int32 {
        let started = Date()
        let log = DriverLog(path: logPath)
        print("crash soak: \(rounds) rounds, seed \(seed), \(roundsPerHome) rounds per home, products \(products.directory.path)")
        print("driver log: \(logPath ?? "-")" + (inject.map { "; injecting \($0.rawValue) (the soak must fail)" } ?? ""))
        var totals = Totals()
        var home: CrashHome?
        var roundInHome = 0
        var injected = false

        func fail(_ round: Int, _ messages: [String]) {
            for message in messages { print("VIOLATION round \(round): \(message)") }
            totals.violations += messages.count
        }
        func finishHome(_ home: CrashHome, round: Int) {
            // The home's last restart is checked like every other.
            let restart = Date()
            do {
                try home.startServe()
                totals.restartMs.append(Date().timeIntervalSince(restart) * 1000)
                let checked = CrashOracle.afterRestart(home, log, inject: injector(home, &injected))
                fail(round, checked.violations)
            } catch {
                fail(round, ["\(error)"])
            }
            home.stopServe()
            if keep || totals.violations > 0 { print("home kept for inspection: \(home.directory.path)") } else { home.remove() }
        }

        var round = 0
        while round < rounds, totals.violations == 0 {
            if home == nil || roundInHome == roundsPerHome {
                if let old = home { finishHome(old, round: round - 1) }
                home = nil
                guard totals.violations == 0 else { break }
                do {
                    let fresh = try CrashHome(products: products)
                    log.reset(home: fresh.directory.path)
                    try fresh.installGame()
                    let add = fresh.vitrine(["widgets", "add", "com.mygame.character-detail", "--family", "medium"])
                    guard add.status == 0, let id = Self.addedID(add.stdout) else { throw CrashFailure("the first widget could not be added: \(add.stderr)") }
                    log.ackAdd(id, round: round)
                    home = fresh
                    roundInHome = 0
                } catch {
                    fail(round, ["setting up a home failed: \(error)"])
                    break
                }
            }
            guard let home else { break }
            let roundStart = Date()
            var messages: [String] = []

            // Restart (the first round of a home starts it fresh).
            let restart = Date()
            do {
                try home.startServe()
            } catch {
                fail(round, ["\(error)"])
                break
            }
            totals.restartMs.append(Date().timeIntervalSince(restart) * 1000)
            if roundInHome > 0 {
                let checked = CrashOracle.afterRestart(home, log, inject: injector(home, &injected))
                messages += checked.violations
                totals.settleMs.append(checked.settleSeconds * 1000)
            }

            // Load, and the kill in the middle of it.
            let snapshot = inject == .lostWrites && !injected ? Self.snapshotStore(home) : nil
            let load = CrashLoad(home: home, log: log, seed: seed, round: round, instances: (home.status().map { StatusLine.parse($0).count }) ?? 1)
            // Every other kill is aimed: after the random moment, it waits for a reload in progress.
            let outcome = load.run(waitForAcks: snapshot != nil, aimAtReload: round % 2 == 1)
            messages += outcome.violations
            totals.pushes += outcome.pushes
            totals.adds += outcome.adds
            if outcome.reloadingAtKill { totals.killsWhileReloading += 1 }
            if let snapshot, !injected {
                Self.restoreStore(home, from: snapshot)
                injected = true
                print("injected: the store is back to its state before round \(round)")
            }
            if inject == .tornImage, !injected, let (id, url) = CrashOracle.currentImages(home).min(by: { $0.key < $1.key }).map({ ($0.key, $0.value) }),
                let data = try? Data(contentsOf: url)
            {
                try? data.prefix(data.count / 2).write(to: url)
                injected = true
                print("injected: images/current/\(id).png cut to \(data.count / 2) of \(data.count) bytes")
            }

            let dead = CrashOracle.afterKill(home, log)
            messages += dead.violations
            totals.unseenCommits += dead.unseenCommits
            totals.staleImages += dead.staleImages
            fail(round, messages)
            print(
                String(
                    format:
                        "round %d/%d: killed after %.2f s%@%@ — %d pushes, %d widgets added, timelines seen %d, counted reloads reported %d; after the kill: %d commits not seen yet, %d stale images; %.1f s",
                    round + 1, rounds, outcome.killedAfter, outcome.reloadingAtKill ? " while reloading" : "", round % 2 == 1 ? " (aimed)" : "",
                    outcome.pushes, outcome.adds,
                    log.timelineAcks, log.countedTotal, dead.unseenCommits, dead.staleImages, Date().timeIntervalSince(roundStart)))
            fflush(nil)
            round += 1
            roundInHome += 1
        }
        // The last home's restart is checked too (after a violation as well: what the
        // restarted host makes of the damage is part of the report).
        if let home {
            home.killServe()
            finishHome(home, round: max(round - 1, 0))
        }

        let seconds = Date().timeIntervalSince(started)
        let restart = Samples(values: totals.restartMs), settle = Samples(values: totals.settleMs)
        print(
            String(
                format: "restart to serving: median %.0f ms, p95 %.0f ms; restart to every widget showing a committed entry: median %.0f ms, p95 %.0f ms",
                restart.median, restart.p95, settle.median, settle.p95))
        print(
            String(
                format:
                    "RESULT crash rounds=%d seconds=%.0f violations=%d seed=%llu kills_while_reloading=%d commits_unseen_at_kill=%d stale_images_at_kill=%d acked_adds=%d acked_timelines=%d pushes=%d seconds_per_round=%.2f",
                round, seconds, totals.violations, seed, totals.killsWhileReloading, totals.unseenCommits, totals.staleImages,
                totals.adds, log.timelineAcks, totals.pushes, seconds / Double(max(round, 1))))
        if inject != nil, !injected { print("note: the injection found nothing to damage") }
        if totals.violations == 0, temporaryLog, let logPath { try? FileManager.default.removeItem(atPath: logPath) }
        return totals.violations == 0 ? 0 : 1
    }

    /// The wrong-image self-test: after the restart settles, one shown widget's current image
    /// becomes another valid PNG.
    func injector(_ home: CrashHome, _ injected: inout Bool) -> (([Int64: StatusLine]) -> Void)? {
        guard inject == .wrongImage, !injected else { return nil }
        injected = true
        return { lines in
            guard let id = lines.keys.sorted().first else { return }
            PNGCheck.writeForeign(to: home.currentImages.appendingPathComponent("\(id).png").path)
            print("injected: images/current/\(id).png replaced by another valid PNG")
        }
    }

    static func addedID(_ stdout: String) -> Int64? {
        // "added #7 com.mygame.game-status systemSmall on page 0 at 1"
        guard let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("added #") }) else { return nil }
        return Int64(line.dropFirst("added #".count).prefix { $0.isNumber })
    }

    /// The store's files while no host runs (a consistent copy: nobody writes).
    static func snapshotStore(_ home: CrashHome) -> URL {
        let copy = home.directory.appendingPathComponent("snapshot", isDirectory: true)
        try? FileManager.default.removeItem(at: copy)
        try? FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        // Taken with the host down: stop it, copy, start it again.
        home.stopServe()
        for suffix in ["", "-wal", "-shm"] {
            let source = home.location.databasePath + suffix
            let name = URL(fileURLWithPath: source).lastPathComponent
            if FileManager.default.fileExists(atPath: source) {
                try? FileManager.default.copyItem(atPath: source, toPath: copy.appendingPathComponent(name).path)
            }
        }
        try? home.startServe()
        return copy
    }

    static func restoreStore(_ home: CrashHome, from copy: URL) {
        for suffix in ["", "-wal", "-shm"] {
            let target = home.location.databasePath + suffix
            let name = URL(fileURLWithPath: target).lastPathComponent
            try? FileManager.default.removeItem(atPath: target)
            let source = copy.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: source) { try? FileManager.default.copyItem(atPath: source, toPath: target) }
        }
    }
}

/// One round's load while the host runs, and the kill: the app pushes (one process per push,
/// as a game server's pushes arrive), the CLI adds a widget at a random moment, and an
/// observer records in the driver's log what the host acknowledges; at the chosen moment the
/// host gets SIGKILL.
struct CrashLoad {
    let home: CrashHome
    let log: DriverLog
    let seed: UInt64
    let round: Int
    let instances: Int

    struct Outcome {
        var violations: [String] = []
        var pushes = 0
        var adds = 0
        var killedAfter: Double = 0
        var reloadingAtKill = false
    }

    final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var stop = false
        var pushes = 0
        var adds = 0
        var reloading = false
        var sawCounted = false
        var sawTimeline = false
        var violations: [String] = []
        func with<T>(_ body: (Shared) -> T) -> T { lock.withLock { body(self) } }
    }

    func run(waitForAcks: Bool, aimAtReload: Bool) -> Outcome {
        var rng = SeededGenerator.stream(seed, round: round, worker: 0)
        let duration = Double.random(in: 0.2...1.8, using: &rng)
        let shared = Shared()
        let group = DispatchGroup()
        let (home, log, round, seed) = (home, log, round, seed)
        let start = Date()

        // The app: pushes (its character widget) and now and then reloads everything.
        group.enter()
        Thread.detachNewThread {
            var rng = SeededGenerator.stream(seed, round: round, worker: 1)
            while !shared.with({ $0.stop }) {
                let run =
                    UInt64.random(in: 0..<4, using: &rng) == 0
                    ? home.gameApp(["reload-all"])
                    : home.gameApp(["push", "--health", String(Int.random(in: 0...100, using: &rng))])
                shared.with { $0.pushes += 1 }
                _ = run
                usleep(UInt32.random(in: 0...40_000, using: &rng))
            }
            group.leave()
        }

        // The CLI: at most one widget added per round, at a random moment of the load.
        group.enter()
        Thread.detachNewThread {
            var rng = SeededGenerator.stream(seed, round: round, worker: 2)
            let adds = waitForAcks || (instances < CrashBenchmark.maxInstances && Bool.random(using: &rng))
            let offset = Double.random(in: 0...duration, using: &rng)
            let (kind, family) = CrashBenchmark.kinds[Int.random(in: 0..<CrashBenchmark.kinds.count, using: &rng)]
            if adds {
                usleep(UInt32(offset * 1_000_000))
                let run = home.vitrine(["widgets", "add", kind, "--family", family])
                if run.status == 0, let id = CrashBenchmark.addedID(run.stdout) {
                    log.ackAdd(id, round: round)
                    shared.with { $0.adds += 1 }
                }
            }
            group.leave()
        }

        // The observer: what the host reports (budget used, reloading) and what a reader sees
        // committed; current images as a reader finds them must be whole.
        group.enter()
        Thread.detachNewThread {
            let store = try? VitrineStore(location: home.location, verifyIntegrity: false)
            defer { try? store?.close() }
            while !shared.with({ $0.stop }) {
                if let text = home.status(timeout: 2) {
                    let lines = StatusLine.parse(text)
                    for line in lines.values {
                        if let used = line.used, used > (log.used[line.id] ?? 0) {
                            log.ackUsed(line.id, used, round: round)
                            shared.with { $0.sawCounted = true }
                        }
                    }
                    shared.with { $0.reloading = lines.values.contains { $0.reloading } }
                }
                if let store, let ids = try? store.instances().map(\.id) {
                    for id in ids {
                        guard let generation = try? store.timeline(instanceID: id)?.timeline.generation else { continue }
                        if generation > (log.generations[id] ?? 0) { shared.with { $0.sawTimeline = true } }
                        log.ackGeneration(id, generation, round: round)
                    }
                }
                for (id, url) in CrashOracle.currentImages(home) {
                    guard let data = try? Data(contentsOf: url), let problem = PNGCheck.problem(data) else { continue }
                    shared.with { $0.violations.append("a reader found images/current/\(id).png torn while the host ran: \(problem)") }
                }
                usleep(30_000)
            }
            group.leave()
        }

        // The kill. A self-test waits until something was acknowledged (up to 30 s), so that
        // losing it must show.
        usleep(UInt32(duration * 1_000_000))
        if waitForAcks {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline, !shared.with({ $0.sawCounted && $0.sawTimeline && $0.adds > 0 }) { usleep(50_000) }
        }
        if aimAtReload {
            // The observer's latest look saw a reload running (fetching, committing, rendering ahead).
            shared.with { $0.reloading = false }
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, !shared.with({ $0.reloading }) { usleep(2_000) }
        }
        var outcome = Outcome()
        outcome.reloadingAtKill = shared.with { $0.reloading }
        outcome.killedAfter = Date().timeIntervalSince(start)
        home.killServe()
        shared.with { $0.stop = true }
        group.wait()  // every child the round started has ended
        outcome.pushes = shared.with { $0.pushes }
        outcome.adds = shared.with { $0.adds }
        outcome.violations = shared.with { $0.violations }
        return outcome
    }
}
