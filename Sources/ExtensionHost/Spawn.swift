import CConfine
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// posix_spawn with exactly the descriptors the extension should have: stdin and stdout on
/// /dev/null, stderr on the capture pipe, and nothing else (close-from 3 where glibc has it;
/// every descriptor the host opens is close-on-exec anyway). The child gets a process group
/// of its own, so killing it also kills anything it started, and default signal handling.
enum Spawn {
    struct Failure: Error {
        let code: Int32
        /// The confinement step that failed (nil: the exec itself).
        var stage: String? = nil
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    /// glibc ≥ 2.34 has it; Swift's Glibc module does not import it (it is behind _GNU_SOURCE).
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
    /// Also hidden behind _GNU_SOURCE.
    private static let pipe2: Pipe2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: Pipe2.self)
    }()

    /// A pipe whose both ends are close-on-exec from the start (no window in which another
    /// thread's spawn could inherit them).
    static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        fds = [-1, -1]
        if let pipe2 {
            return fds.withUnsafeMutableBufferPointer { pipe2($0.baseAddress, O_CLOEXEC) } == 0
        }
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    static func run(_ path: String, arguments: [String], environment: [String: String], stderr: Int32) -> Result<pid_t, Failure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        if stderr != 2 { posix_spawn_file_actions_adddup2(&actions, stderr, 2) }
        if let addCloseFrom { _ = addCloseFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        return code == 0 ? .success(pid) : .failure(Failure(code: code))
    }

    /// The same descriptors, process group and signal handling as `run`, plus `limits`,
    /// no_new_privs and the Landlock `ruleset` (when not nil) applied in the child before exec
    /// (CConfine: posix_spawn runs no code between fork and exec).
    static func runConfined(
        _ path: String, arguments: [String], environment: [String: String], stderr: Int32,
        ruleset: Int32?, limits: cconfine_limits
    ) -> Result<pid_t, Failure> {
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var limits = limits
        var pid: pid_t = 0
        var stage: Int32 = 0
        let code = cconfine_spawn(path, argv, envp, stderr, ruleset ?? -1, &limits, 1, &pid, &stage)
        guard code != 0 else { return .success(pid) }
        let step: String? =
            switch cconfine_stage(rawValue: UInt32(stage)) {
            case CCONFINE_STAGE_CLONE: "clone"
            case CCONFINE_STAGE_STDIO: "setting up stdin, stdout and stderr"
            case CCONFINE_STAGE_RLIMIT: "setrlimit"
            case CCONFINE_STAGE_NO_NEW_PRIVS: "prctl(PR_SET_NO_NEW_PRIVS)"
            case CCONFINE_STAGE_LANDLOCK: "landlock_restrict_self"
            default: nil
            }
        return .failure(Failure(code: code, stage: step))
    }
}
