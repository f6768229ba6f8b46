import ExtensionProtocol
import Foundation
import WireTransport

/// Limits and environment for the extension processes an `ExtensionHost` launches.
public struct ExtensionHostConfiguration: Sendable {
    /// Seconds a request may take. The extension receives it as `request.timeout` (how long
    /// it waits for a provider's completion handler); the host waits that plus
    /// `ExtensionHost.responseGrace` for the answer before it ends the process.
    public var requestTimeout: Double
    /// Seconds from launch until the extension has connected and sent `Hello`.
    public var launchTimeout: Double
    /// Seconds the process is kept warm after the last request, then ended. Infinity keeps
    /// it until `shutdown()`.
    public var idleTimeout: Double
    /// Resident memory the extension may use while answering a request.
    public var memoryLimit: MemoryLimit
    /// Environment variables for the extension: over the host's own when the sandbox is off
    /// (less `VITRINE_LOG_PRIVATE`, which only this dictionary can set), over a clean
    /// environment when it is on.
    public var environment: [String: String]
    /// The frame encoding to speak when the extension's `Hello` offers it; JSON otherwise.
    /// Compact frames carry archives in binary form (a timeline answer in well under a
    /// millisecond); JSON is for reading a conversation with `strace` or a fuzzer's eyes.
    public var preferredEncoding: FrameCodec.Encoding
    /// How the process is confined; on by default. With it on, `environment` is the
    /// extension's whole environment apart from locale, time zone, a minimal PATH and its
    /// own HOME and TMPDIR (nothing else of the host's is passed on).
    public var sandbox: ExtensionSandbox
    /// How much of the extension's log (`OSLog` lines on its stderr) is kept per request.
    public var logLimits: ExtensionLogLimits

    /// A configuration; every limit defaults to WidgetKit's.
    public init(
        requestTimeout: Double = 30, launchTimeout: Double = 10, idleTimeout: Double = 15,
        memoryLimit: MemoryLimit = .overBaseline(30 * 1024 * 1024), environment: [String: String] = [:],
        preferredEncoding: FrameCodec.Encoding = .compact, sandbox: ExtensionSandbox = .default,
        logLimits: ExtensionLogLimits = ExtensionLogLimits()
    ) {
        self.requestTimeout = requestTimeout
        self.launchTimeout = launchTimeout
        self.idleTimeout = idleTimeout
        self.memoryLimit = memoryLimit
        self.environment = environment
        self.preferredEncoding = preferredEncoding
        self.sandbox = sandbox
        self.logLimits = logLimits
    }
}

/// How much resident memory (VmRSS) an extension may use.
public enum MemoryLimit: Sendable, Hashable {
    /// This many bytes over the resident size measured right after `Hello` (WidgetKit ends
    /// extensions at about 30 MB; on Linux the Swift runtime's own ~25 MB is the baseline).
    case overBaseline(Int)
    /// This many bytes in all.
    case absolute(Int)
    case unlimited

    func limit(baseline: Int) -> Int? {
        switch self {
        case .overBaseline(let bytes): baseline + max(0, bytes)
        case .absolute(let bytes): max(0, bytes)
        case .unlimited: nil
        }
    }
}

/// Why a request to an extension failed. Every case but `extensionError` means the process
/// was ended; the next request launches a fresh one.
public enum ExtensionHostError: Error, CustomStringConvertible, Sendable {
    /// The executable is missing or not executable, or it did not connect and send `Hello`
    /// within the launch timeout.
    case launchFailed(String)
    /// The process ended by itself before answering (exit status, or the signal that killed it).
    case crashed(exitStatus: Int32?, signal: Int32?, stderr: String)
    /// No answer within the request timeout plus the grace period.
    case timedOut(method: String, seconds: Double, stderr: String)
    /// Resident memory went over the limit while answering.
    case memoryLimitExceeded(residentBytes: Int, limitBytes: Int, stderr: String)
    /// Bytes that are not a valid answer: garbage, a truncated or oversized frame, an answer
    /// to another request, an unsupported protocol version…
    case protocolViolation(String, stderr: String)
    /// The extension is healthy and answered with an error (unknown kind, a provider that
    /// never called its completion handler…). The process keeps running.
    case extensionError(ExtensionError)

    /// The last lines the extension wrote to stderr before it was ended (empty if none).
    public var stderr: String {
        switch self {
        case .launchFailed, .extensionError: ""
        case .crashed(_, _, let s), .timedOut(_, _, let s), .memoryLimitExceeded(_, _, let s), .protocolViolation(_, let s): s
        }
    }

    /// The limit as a person reads it.
    public var description: String {
        let sentence: String
        switch self {
        case .launchFailed(let why):
            return "The widget extension could not be launched: \(why)"
        case .crashed(let status, let signal, _):
            if let signal {
                sentence = "The widget extension was killed by signal \(signal) (\(Self.signalName(signal))) before it answered."
            } else if let status {
                sentence = "The widget extension exited with status \(status) before it answered."
            } else {
                sentence = "The widget extension ended before it answered."
            }
        case .timedOut(let method, let seconds, _):
            sentence = "The widget extension did not answer \(method) within \(Self.seconds(seconds)) s and was stopped."
        case .memoryLimitExceeded(let resident, let limit, _):
            sentence = "The widget extension used \(Self.megabytes(resident)) of memory, over its limit of \(Self.megabytes(limit)), and was stopped."
        case .protocolViolation(let why, _):
            sentence = "The widget extension broke the host protocol (\(why)) and was stopped."
        case .extensionError(let error):
            return "The widget extension answered with an error: \(error)."
        }
        let tail = stderr
        return tail.isEmpty ? sentence : sentence + "\nLast lines of its stderr:\n" + tail
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGABRT: "SIGABRT"
        case SIGKILL: "SIGKILL"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGFPE: "SIGFPE"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGPIPE: "SIGPIPE"
        default: "signal \(signal)"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
