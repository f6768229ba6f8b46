import ExtensionHost
import ExtensionProtocol
import Foundation
import WidgetArchive
import WireTransport

#if canImport(Glibc)
import Glibc
#endif

/// The extension path of the pipeline: the real GameWidgets example launched through
/// ExtensionHost as WidgetKit launches an extension. Measures cold start (launch → first
/// timeline reply), warm timeline round-trips and the archive codec per entry, each next to a
/// baseline taken in the same run: posix_spawn of /bin/true, a socketpair echo of the same
/// frame sizes, and Foundation's untyped JSON of the same bytes.
struct ExtensionBenchmark {
    var executable: URL
    var launches = 20
    var requests = 300

    static let usage = "extension [--launches N] [--requests N] [--extension PATH]"

    /// GameWidgets next to this executable (the same build folder), or nil.
    static func defaultExecutable() -> URL? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = own.deletingLastPathComponent().appendingPathComponent("GameWidgets")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let executable = value("--extension").map(URL.init(fileURLWithPath:)) ?? defaultExecutable() else {
            let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
            FileHandle.standardError.write(
                Data(
                    """
                    error: the GameWidgets example extension is not in \(folder).
                    Build it in the same configuration first:  swift build -c release --product GameWidgets
                    (or pass --extension PATH)

                    """.utf8))
            return 1
        }
        var benchmark = ExtensionBenchmark(executable: executable)
        benchmark.launches = value("--launches").flatMap(Int.init) ?? benchmark.launches
        benchmark.requests = value("--requests").flatMap(Int.init) ?? benchmark.requests
        let run = benchmark
        return runToCompletion { try await run.run() }
    }

    var context: RequestContext {
        RequestContext(
            kind: "com.mygame.character-detail", family: "systemMedium",
            displaySize: WidgetDevice.default.size(of: "systemMedium") ?? SizeValue(width: 338, height: 158))
    }

    func configuration() -> ExtensionHostConfiguration {
        ExtensionHostConfiguration(requestTimeout: 10, launchTimeout: 10, idleTimeout: 600)
    }

    func run() async throws {
        print("extension: \(executable.path)")
        print("request: timeline of com.mygame.character-detail, systemMedium")

        // Cold: a fresh host and process per launch, measured to the first timeline reply.
        var cold = Samples(), spawn = Samples()
        var coldProcessOnly = Samples()
        for round in 0..<(launches + 2) {
            let host = ExtensionHost(executable: executable, configuration: configuration())
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try await host.timeline(context)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            await host.shutdown()
            // The baseline, interleaved so both see the same machine state.
            let bare = Self.spawnTrue()
            guard round >= 2 else { continue }  // page cache and dynamic loader warm-up
            cold.values.append(elapsed)
            spawn.values.append(bare)
            coldProcessOnly.values.append(elapsed - bare)
        }
        print("")
        print("cold start, \(launches) launches (launch → Hello → first timeline reply):")
        print(cold.line("  extension"))
        print(spawn.line("  spawn /bin/true") + "   (baseline: posix_spawn + exit + waitpid)")
        print(String(format: "  ratio to baseline     %.1fx", cold.median / spawn.median))

        // Warm: one process kept running, the same request again and again; once in each
        // frame encoding (JSON is the baseline the compact frames are measured against).
        var warm: [FrameCodec.Encoding: Samples] = [:]
        var responseBytes: [FrameCodec.Encoding: Int] = [:]
        var first: ExtensionResponse?
        for encoding in [FrameCodec.Encoding.json, .compact] {
            var configuration = configuration()
            configuration.preferredEncoding = encoding
            let host = ExtensionHost(executable: executable, configuration: configuration)
            let answer = try await host.timeline(context)
            guard await host.frameEncoding == encoding else {
                throw SocketIO.Failure(message: "\(executable.lastPathComponent) does not speak \(encoding) frames (built before they existed?)")
            }
            first = first ?? answer
            responseBytes[encoding] = try FrameCodec.encode(answer, as: encoding).count
            var samples = Samples()
            for round in 0..<(requests + 20) {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try await host.timeline(context)
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                if round >= 20 { samples.values.append(elapsed) }
            }
            await host.shutdown()
            warm[encoding] = samples
        }
        let requestBytes = try FrameCodec.encode(ExtensionRequest(id: 1, method: .timeline, context: context, timeout: 10), as: .compact).count
        let echo = try Self.socketpairEcho(requestBytes: requestBytes, responseBytes: responseBytes[.compact]!, rounds: requests)
        let entries = first?.entries ?? []
        let compact = warm[.compact]!, json = warm[.json]!
        print("")
        print(
            "warm timeline round-trip, \(requests) requests (\(entries.count) entries; response \(responseBytes[.json]!) B as JSON, \(responseBytes[.compact]!) B compact):"
        )
        print(compact.line("  compact frames"))
        print(json.line("  JSON frames") + "   (the encoding before compact frames)")
        print(echo.line("  socketpair echo") + "   (baseline: the compact bytes, no work)")
        print(String(format: "  ratio to baseline     %.1fx (JSON frames %.1fx)", compact.median / echo.median, json.median / echo.median))

        // The archive codecs, per entry: JSON (files, the store) and binary (compact frames).
        var encode = Samples(), decode = Samples(), rawEncode = Samples(), rawDecode = Samples()
        var binaryEncode = Samples(), binaryDecode = Samples()
        var archiveBytes = 0, binaryBytes = 0
        for _ in 0..<max(1, requests / 2) {
            for entry in entries {
                let data = try encode.timeThrowing { try ArchiveCodec.encode(entry.archive) }
                archiveBytes = data.count
                _ = try decode.timeThrowing { try ArchiveCodec.decode(data) }
                let object = try rawDecode.timeThrowing { try JSONSerialization.jsonObject(with: data) }
                _ = try rawEncode.timeThrowing { try JSONSerialization.data(withJSONObject: object) }
                let binary = binaryEncode.time { BinaryArchive.encode(entry.archive) }
                binaryBytes = binary.count
                _ = try binaryDecode.timeThrowing { try BinaryArchive.decode(binary) }
            }
        }
        print("")
        print("archive codec per entry (ArchiveCodec: \(archiveBytes) B of JSON; BinaryArchive: \(binaryBytes) B):")
        print(encode.line("  JSON encode"))
        print(decode.line("  JSON decode + validate"))
        print(binaryEncode.line("  binary encode"))
        print(binaryDecode.line("  binary decode + validate"))
        print(rawEncode.line("  untyped JSON out") + "   (baseline: JSONSerialization, same bytes)")
        print(rawDecode.line("  untyped JSON in"))
        print(
            String(
                format: "  ratio to baseline     JSON encode %.1fx, decode %.1fx; binary encode %.2fx, decode %.2fx",
                encode.median / rawEncode.median, decode.median / rawDecode.median,
                binaryEncode.median / rawEncode.median, binaryDecode.median / rawDecode.median))
        print("")
        print(String(format: "RESULT extension cold_ms=%.2f warm_ms=%.3f", cold.median, compact.median))
    }

    /// posix_spawn + waitpid of /bin/true, in milliseconds.
    static func spawnTrue() -> Double {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, "/bin/true", nil, nil, argv, environ) == 0 else { return .nan }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// Round trips over a socketpair: `requestBytes` out, an echo thread reads them and writes
    /// `responseBytes` back. Both ends block, as host and extension do.
    static func socketpairEcho(requestBytes: Int, responseBytes: Int, rounds: Int) throws -> Samples {
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else { throw SocketIO.Failure(message: "socketpair failed") }
        let near = fds[0], far = fds[1]
        let total = rounds + 20
        let echo = Thread {
            var inbox = [UInt8](repeating: 0, count: requestBytes)
            let outbox = [UInt8](repeating: 0x7B, count: responseBytes)
            for _ in 0..<total {
                guard readFully(far, &inbox), (try? SocketIO.writeAll(far, Data(outbox))) != nil else { return }
            }
        }
        echo.start()
        let request = Data(repeating: 0x7B, count: requestBytes)
        var reply = [UInt8](repeating: 0, count: responseBytes)
        var samples = Samples()
        for round in 0..<total {
            let start = DispatchTime.now().uptimeNanoseconds
            try SocketIO.writeAll(near, request)
            guard readFully(near, &reply) else { break }
            if round >= 20 { samples.values.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
        }
        close(near)
        close(far)
        return samples
    }

    static func readFully(_ fd: Int32, _ buffer: inout [UInt8]) -> Bool {
        var done = 0
        while done < buffer.count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible { let description: String }

extension Samples {
    /// For throwing work.
    mutating func timeThrowing<T>(_ body: () throws -> T) throws -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        values.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        return result
    }
}
