import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

#if canImport(Glibc)
import Glibc
#endif

extension ExtensionProcesses {
    /// One test per fault of Fixtures/FaultyExtension: the right error within its limit, and
    /// afterwards no zombie, no descriptor left open, no socket directory left, and a fresh
    /// well-behaved extension works.
    @Suite struct Faults {
        struct Outcome {
            var error: ExtensionHostError
            var seconds: Double
        }

        /// Runs `trigger` against an extension with `fault`, expects it to throw an
        /// `ExtensionHostError` within `limit` seconds, then checks that everything was cleaned up.
        func fault(
            _ fault: String, configuration: ExtensionHostConfiguration? = nil, within limit: Double, endsProcess: Bool = true,
            sourceLocation: SourceLocation = #_sourceLocation,
            _ trigger: (ExtensionHost) async throws -> Void
        ) async throws -> Outcome? {
            // Warm up whatever the runtime opens once (dispatch, thread pools), then count.
            try await wellBehavedRoundTrip(sourceLocation: sourceLocation)
            let descriptorsBefore = openDescriptors()

            let host = ExtensionHost(executable: Products.faultyExtension, configuration: configuration ?? faultyConfiguration(fault))
            let start = Date()
            var outcome: Outcome?
            do {
                try await trigger(host)
                Issue.record("FAULT=\(fault) produced no error", sourceLocation: sourceLocation)
            } catch let error as ExtensionHostError {
                outcome = Outcome(error: error, seconds: Date().timeIntervalSince(start))
            }
            if let outcome {
                #expect(outcome.seconds < limit, "FAULT=\(fault) took \(outcome.seconds) s", sourceLocation: sourceLocation)
            }

            if endsProcess {
                #expect(await host.isRunning == false, sourceLocation: sourceLocation)
                #expect(await host.processID == nil, sourceLocation: sourceLocation)
            } else {
                #expect(await host.isRunning == true, "an extension error must not end the process", sourceLocation: sourceLocation)
                await host.shutdown()
            }
            let pid = await host.lastProcessID
            #expect(pid != nil, sourceLocation: sourceLocation)
            if let pid { #expect(wasReaped(pid), "pid \(pid) is still our child", sourceLocation: sourceLocation) }
            #expect(zombieExtensionChildren().isEmpty, sourceLocation: sourceLocation)
            if let directory = await host.lastSocketDirectory {
                #expect(!FileManager.default.fileExists(atPath: directory), "\(directory) is left", sourceLocation: sourceLocation)
            } else {
                Issue.record("no socket directory recorded", sourceLocation: sourceLocation)
            }
            // Nothing open now that was not open before (other suites' descriptors come and go; a leak stays).
            let leftOpen = await descriptorsLeftOpen(since: descriptorsBefore)
            #expect(leftOpen.isEmpty, "left open: \(leftOpen.sorted { $0.key < $1.key })", sourceLocation: sourceLocation)

            if ProcessInfo.processInfo.environment["VITRINE_HOST_EVIDENCE"] != nil {
                let directory = await host.lastSocketDirectory ?? "?"
                print(
                    "evidence: FAULT=\(fault) → \(outcome.map { "\($0.error.caseName) after \(String(format: "%.2f", $0.seconds)) s" } ?? "no error");",
                    "pid \(pid.map(String.init) ?? "?") reaped: \(pid.map(wasReaped) ?? false);",
                    "zombie children: \(zombieExtensionChildren().count);",
                    "descriptors before \(descriptorsBefore.count), left open \(leftOpen.count);",
                    "\(directory) exists: \(FileManager.default.fileExists(atPath: directory))")
                if let outcome { print("evidence:   \(outcome.error.description.split(separator: "\n").first ?? "")") }
            }
            try await wellBehavedRoundTrip(sourceLocation: sourceLocation)
            return outcome
        }

        /// Asks a healthy question first (the process is up), then the timeline that misbehaves.
        static func describeThenTimeline(_ host: ExtensionHost) async throws {
            _ = try await host.describe()
            #expect(await host.isRunning)
            _ = try await host.timeline(Contexts.faulty)
        }

        @Test func hangTimesOut() async throws {
            let outcome = try await fault("hang", within: 1 + ExtensionHost.responseGrace + 1.5, Self.describeThenTimeline)
            guard case .timedOut(let method, let seconds, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(method == "timeline")
            #expect(seconds == 1 + ExtensionHost.responseGrace)
            #expect(outcome!.seconds >= seconds - 0.1)
        }

        @Test func crashReportsTheSignal() async throws {
            let outcome = try await fault("crash", within: 3, Self.describeThenTimeline)
            guard case .crashed(let status, let signal, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(status == nil)
            #expect(signal == SIGABRT)
            #expect(outcome!.error.description.contains("SIGABRT"))
            if ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil {
                // The host asks Swift's backtracer for the crashing thread only: it ends the tail.
                #expect(outcome!.error.stderr.contains("Program crashed"))
                #expect(!outcome!.error.stderr.contains("Registers:"))
            }
        }

        @Test func allocationOverTheLimitIsKilled() async throws {
            let outcome = try await fault("alloc", within: 3, Self.describeThenTimeline)
            guard case .memoryLimitExceeded(let resident, let limit, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(resident > limit)
            #expect(limit > 40 * 1024 * 1024)
            // Caught within a few 8 MB steps of the limit, not after eating the machine.
            #expect(resident < limit + 200 * 1024 * 1024)
        }

        @Test func garbageIsAProtocolViolation() async throws {
            let outcome = try await fault("garbage", within: 3, Self.describeThenTimeline)
            guard case .protocolViolation(let why, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(why.contains("not a response"))
        }

        @Test func truncatedFrameIsAProtocolViolation() async throws {
            let outcome = try await fault("truncated", within: 1 + ExtensionHost.responseGrace + 1.5, Self.describeThenTimeline)
            guard case .protocolViolation(let why, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(why.contains("incomplete frame"))
        }

        @Test func oversizedFrameIsRefusedAtOnce() async throws {
            let outcome = try await fault("oversized", within: 1.5, Self.describeThenTimeline)
            guard case .protocolViolation(let why, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(why.contains("67108864"))
        }

        @Test func neverCompletingProviderIsAnExtensionErrorAndKeepsTheProcess() async throws {
            let outcome = try await fault("never-complete", within: 1 + ExtensionHost.responseGrace, endsProcess: false) { host in
                _ = try await host.describe()
                _ = try await host.timeline(Contexts.faulty)
            }
            guard case .extensionError(let error)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(error.code == .completionTimeout)
        }

        @Test func twoAnswersToOneRequestAreAProtocolViolation() async throws {
            let outcome = try await fault("twice", within: 3) { host in
                // The second answer may arrive with the first (caught at once) or after it
                // (caught before the next request is sent).
                let first = try await host.timeline(Contexts.faulty)
                #expect(first.entries?.count == 1)
                _ = try await host.describe()
            }
            guard case .protocolViolation(let why, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(why.contains("more than one frame") || why.contains("nobody asked for") || why.contains("answered earlier request"))
        }

        @Test func answerToAnotherRequestIsAProtocolViolation() async throws {
            let outcome = try await fault("wrong-id", within: 3, Self.describeThenTimeline)
            guard case .protocolViolation(let why, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(why.contains("while request"))
        }

        @Test func exitRightAfterHelloIsACrashWithStatusZero() async throws {
            let outcome = try await fault("exit-early", within: 3) { host in _ = try await host.describe() }
            guard case .crashed(let status, let signal, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(status == 0)
            #expect(signal == nil)
        }

        @Test func silenceAfterConnectingIsALaunchFailure() async throws {
            let outcome = try await fault("no-hello", configuration: faultyConfiguration("no-hello", launchTimeout: 1), within: 2.5) { host in
                _ = try await host.describe()
            }
            guard case .launchFailed(let why)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(why.contains("no Hello"))
        }

        @Test func unsupportedProtocolVersionIsAProtocolViolation() async throws {
            let outcome = try await fault("bad-version", within: 3) { host in _ = try await host.describe() }
            guard case .protocolViolation(let why, _)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(why.contains("version 99"))
        }

        @Test func stderrTailIsInTheError() async throws {
            // Without the backtrace, so that the tail is exactly the fixture's last lines.
            var configuration = faultyConfiguration("stderr")
            configuration.environment["SWIFT_BACKTRACE"] = "enable=no"
            let outcome = try await fault("stderr", configuration: configuration, within: 3, Self.describeThenTimeline)
            guard case .crashed(_, let signal, let stderr)? = outcome?.error else { Issue.record("\(String(describing: outcome?.error))"); return }
            #expect(signal == SIGABRT)
            let lines = stderr.split(separator: "\n")
            #expect(lines.count == 20)
            #expect(lines.last == "faulty: giving up")
            #expect(lines.first == "faulty: diagnostic line 12 of 30")
            #expect(!stderr.contains("line 11 of 30"))
            let description = outcome!.error.description
            #expect(description.contains("faulty: diagnostic line 30 of 30"))
            #expect(description.split(separator: "\n").count == 22)  // sentence, heading, 20 lines
        }
    }
}

extension ExtensionProcesses {
    @Suite struct Launching {
        @Test func missingExecutableIsALaunchFailure() async throws {
            let host = ExtensionHost(executable: URL(fileURLWithPath: "/nonexistent/Extension"))
            await #expect(throws: ExtensionHostError.self) { _ = try await host.describe() }
            do {
                _ = try await host.describe()
            } catch let error as ExtensionHostError {
                guard case .launchFailed(let why) = error else { Issue.record("\(error)"); return }
                #expect(why.contains("does not exist"))
            }
            #expect(await host.launches == 0)
        }

        @Test func nonExecutableFileIsALaunchFailure() async throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-not-executable-\(getpid())")
            try Data("#!/bin/sh\n".utf8).write(to: path)
            defer { try? FileManager.default.removeItem(at: path) }
            let host = ExtensionHost(executable: path)
            do {
                _ = try await host.describe()
                Issue.record("launched a non-executable file")
            } catch let error as ExtensionHostError {
                guard case .launchFailed(let why) = error else { Issue.record("\(error)"); return }
                #expect(why.contains("not an executable"))
                #expect(error.description.hasPrefix("The widget extension could not be launched"))
            }
        }

        @Test func extensionInheritsOnlyItsStandardDescriptors() async throws {
            let host = ExtensionHost(executable: Products.faultyExtension, configuration: faultyConfiguration("none"))
            _ = try await host.describe()
            let pid = try #require(await host.processID)
            let ours = Set(openDescriptors().values.filter { $0.hasPrefix("pipe:") || $0.hasPrefix("socket:") })
            let names = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
            var theirs: [Int32: String] = [:]
            for name in names {
                guard let fd = Int32(name), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(name)") else { continue }
                theirs[fd] = target
            }
            #expect(theirs[0] == "/dev/null")
            #expect(theirs[1] == "/dev/null")
            #expect(theirs[2]?.hasPrefix("pipe:") == true)
            // Its own socket end and runtime descriptors only: nothing of the host's.
            for (fd, target) in theirs where fd > 2 {
                #expect(!ours.contains(target), "the extension inherited the host's fd \(fd) → \(target)")
            }
            await host.shutdown()
        }

        @Test func shutdownEndsAndReapsTheProcess() async throws {
            let host = ExtensionHost(executable: Products.faultyExtension, configuration: faultyConfiguration("hang"))
            _ = try await host.describe()
            let pid = try #require(await host.processID)
            await host.shutdown()
            #expect(await host.isRunning == false)
            #expect(wasReaped(pid))
            await host.shutdown()  // twice is fine
        }
    }
}
