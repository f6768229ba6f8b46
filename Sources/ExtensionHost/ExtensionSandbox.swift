import CConfine
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How extension processes are confined (docs/SECURITY.md, "Extension sandbox"): a clean
/// environment, `no_new_privs`, resource limits, and Landlock rules that let an extension read
/// its own bundle and the system's libraries, fonts and certificates, and write only its App
/// Group containers, its preferences directory and a temporary directory of its own. The
/// network stays open, as it is for iOS widget extensions.
public struct ExtensionSandbox: Sendable, Hashable {
    /// Off: the extension gets the host's whole environment and no confinement at all (the
    /// behaviour before the sandbox; for debugging an extension, never for strangers' code).
    public var isEnabled: Bool
    /// More paths the extension may read (and execute), e.g. a library outside the system's
    /// directories that the extension links.
    public var readablePaths: [String]
    /// More paths the extension may read and write.
    public var writablePaths: [String]
    /// The resource limits the process starts with.
    public var limits: Limits

    /// Resource limits (setrlimit) of an extension process; nil leaves the host's own limit.
    public struct Limits: Sendable, Hashable {
        /// Virtual address space (RLIMIT_AS). Swift reserves far more than it touches (thread
        /// stacks, malloc arenas), so this is a backstop against runaway allocation; resident
        /// memory is watched by `ExtensionHostConfiguration.memoryLimit`.
        public var addressSpaceBytes: Int?
        /// 4 GiB, or 1 GiB plus 128 MiB per processor when that is more: GameWidgets (debug
        /// build, 7 threads on 2 processors) peaks at 570 MB of address space for 31 MB resident,
        /// and each thread of the concurrency pool (one per processor) may add a malloc arena
        /// (64 MiB) and a stack (8 MiB).
        public static let defaultAddressSpace = max(4 << 30, (1 << 30) + ProcessInfo.processInfo.activeProcessorCount * (128 << 20))
        /// CPU seconds over the process's whole life (RLIMIT_CPU): SIGXCPU, then SIGKILL 5 s later.
        public var cpuSeconds: Int?
        /// Open descriptors (RLIMIT_NOFILE).
        public var openFiles: Int?
        /// Processes and threads the extension may add (RLIMIT_NPROC counts every task of the
        /// user, so the limit is the system's task count at launch plus this many).
        public var extraProcesses: Int?

        /// Limits; nil leaves that resource unlimited.
        public init(addressSpaceBytes: Int? = Limits.defaultAddressSpace, cpuSeconds: Int? = 3600, openFiles: Int? = 256, extraProcesses: Int? = 2048) {
            self.addressSpaceBytes = addressSpaceBytes
            self.cpuSeconds = cpuSeconds
            self.openFiles = openFiles
            self.extraProcesses = extraProcesses
        }
    }

    /// A sandbox; disabled, the extension runs with the host's rights.
    public init(isEnabled: Bool = true, readablePaths: [String] = [], writablePaths: [String] = [], limits: Limits = Limits()) {
        self.isEnabled = isEnabled
        self.readablePaths = readablePaths
        self.writablePaths = writablePaths
        self.limits = limits
    }

    /// On, with the default limits.
    public static let `default` = ExtensionSandbox()
    /// No confinement and the host's whole environment.
    public static let disabled = ExtensionSandbox(isEnabled: false)

    /// The Landlock ABI of the running kernel, or why there is none.
    public static let landlock: Result<Int, LandlockUnavailable> = {
        let abi = cconfine_landlock_abi()
        return abi > 0 ? .success(Int(abi)) : .failure(LandlockUnavailable(errno: -abi))
    }()

    /// The kernel has no usable Landlock (too old, or disabled).
    public struct LandlockUnavailable: Error, Sendable, CustomStringConvertible {
        /// What the kernel answered when asked for its Landlock ABI.
        public let errno: Int32
        /// Why the sandbox is off, as `vitrine status` says it.
        public var description: String {
            switch errno {
            case ENOSYS: "kernel has no Landlock"
            case EOPNOTSUPP: "Landlock is disabled at boot (not in the kernel's lsm= list)"
            default: "Landlock unavailable: \(String(cString: strerror(errno)))"
            }
        }
    }

    /// What the default sandbox enforces on this kernel, for `vitrine status`:
    /// "landlock ABI 7: on", or "off: kernel has no Landlock (environment, limits and
    /// no_new_privs still applied)".
    public static var status: String { ExtensionSandbox.default.status }

    /// What this sandbox enforces on this kernel (see `ExtensionSandbox.status`).
    public var status: String {
        guard isEnabled else { return "off: disabled by configuration (extensions get the host's environment, no limits)" }
        switch Self.landlock {
        case .success(let abi): return "landlock ABI \(abi): on"
        case .failure(let why): return "off: \(why) (environment, limits and no_new_privs still applied)"
        }
    }

    /// Written once per process, at the first confined launch on a kernel without Landlock.
    static let warnOnce: Void = {
        if case .failure(let why) = landlock {
            FileHandle.standardError.write(
                Data(
                    "warning: extension sandbox: \(why); extensions run without filesystem confinement (environment, limits and no_new_privs still applied)\n"
                        .utf8))
        }
    }()
}
