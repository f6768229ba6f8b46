import CConfine
import ExtensionProtocol
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What one confined extension launch may see: its environment, the paths it may read and
/// write, its resource limits. Everything it may write comes from the environment the host
/// gives it (App Group containers, preferences directory) plus its own temporary directory.
enum SandboxPolicy {
    /// Same key as HostProtocol's `AppGroupGrants.environmentKey` (this module does not depend
    /// on HostProtocol): a JSON object from group id to container path.
    static let appGroupsEnvironmentKey = "VITRINE_APP_GROUPS"
    static let minimalPath = "/usr/local/bin:/usr/bin:/bin"

    /// Locale and time zone from the host; PATH minimal; HOME and TMPDIR the launch's own
    /// directory; the configuration's variables (app id, groups, preferences, control socket);
    /// nothing else of the host's.
    static func environment(host: [String: String], configuration: ExtensionHostConfiguration, scratch: String) -> [String: String] {
        var environment: [String: String] = [:]
        for (key, value) in host where key == "LANG" || key == "LANGUAGE" || key == "TZ" || key.hasPrefix("LC_") {
            environment[key] = value
        }
        environment["PATH"] = minimalPath
        environment["HOME"] = scratch
        environment["TMPDIR"] = scratch
        environment[ExtensionHost.backtraceEnvironmentKey] = host[ExtensionHost.backtraceEnvironmentKey] ?? ExtensionHost.backtraceSettings
        environment.merge(configuration.environment) { $1 }
        return environment
    }

    /// Read and execute: the extension's bundle (its executable's directory, where SwiftPM puts
    /// resource bundles), the system's programs and libraries, the directories of every shared
    /// object the host has loaded (the Swift runtime wherever the toolchain lives), the files
    /// of /etc that the loader, locale, time zone, fonts, DNS and TLS read, fonts, the CPU
    /// topology the Swift runtime sizes its thread pool from, and /proc: glibc reads
    /// /proc/self/maps for the main thread's stack, and libdispatch reads /proc/<tid>/stat of
    /// each of its worker threads and crashes (SIGILL) when it cannot. Other processes' private
    /// /proc files stay closed: Landlock refuses ptrace access outside the domain, and a
    /// root-run extension has no capabilities (CConfine).
    static func readablePaths(executable: String, sandbox: ExtensionSandbox, host: [String: String]) -> [String] {
        var paths = [URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path]
        paths += ["/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin"]
        paths += runtimeDirectories
        paths += etcFiles.map { "/etc/" + $0 }
        paths += ["/var/cache/fontconfig", "/sys/devices/system/cpu", "/dev/urandom", "/dev/random", "/proc"]
        if let home = host["HOME"], home.hasPrefix("/") {
            paths += [home + "/.fonts", home + "/.local/share/fonts"]
        }
        if let data = host["XDG_DATA_HOME"], data.hasPrefix("/") { paths.append(data + "/fonts") }
        return paths + sandbox.readablePaths
    }

    /// Read and write: the granted App Group containers, the preferences directory
    /// (XDG_CONFIG_HOME, whose links lead into those containers), the launch's own directory,
    /// the harmless devices, and the configuration's extra paths.
    static func writablePaths(configuration: ExtensionHostConfiguration, scratch: String) -> [String] {
        var paths = [scratch, "/dev/null", "/dev/zero", "/dev/full"]
        if let value = configuration.environment[appGroupsEnvironmentKey], let data = value.data(using: .utf8),
            let grants = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            paths += grants.values.compactMap { $0 as? String }.filter { $0.hasPrefix("/") }.sorted()
        }
        if let preferences = configuration.environment["XDG_CONFIG_HOME"], preferences.hasPrefix("/") {
            paths.append(preferences)
        }
        return paths + configuration.sandbox.writablePaths
    }

    /// Files (and directories) of /etc an ordinary Swift program reads; not /etc as a whole,
    /// which holds secrets a process running as root could read.
    static let etcFiles = [
        "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "timezone", "locale.alias", "locale.conf",
        "fonts", "ssl", "ca-certificates", "ca-certificates.conf", "pki", "resolv.conf", "hosts", "host.conf",
        "nsswitch.conf", "gai.conf", "services", "protocols", "passwd", "group", "mime.types", "os-release",
    ]

    /// Directories of the shared objects mapped into the host (libswiftCore, Foundation,
    /// libc…), read once from /proc/self/maps, plus the Swift runtime's libexec directory
    /// (swift-backtrace, which prints a crashing extension's stack).
    static let runtimeDirectories: [String] = {
        var directories = Set<String>()
        let maps = ProcFS.contents(of: "/proc/self/maps") ?? ""
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            let name = path.split(separator: "/").last ?? ""
            guard name.hasSuffix(".so") || name.contains(".so.") else { continue }
            directories.insert((path as NSString).deletingLastPathComponent)
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        if cconfine_symbol_library("swift_retain", &buffer, buffer.count) == 0 {
            // <prefix>/lib/swift/linux/libswiftCore.so → <prefix>/libexec/swift
            let library = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let runtime = URL(fileURLWithPath: library).resolvingSymlinksInPath().deletingLastPathComponent()
            directories.insert(runtime.path)
            directories.insert(
                runtime.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("libexec/swift").path)
        }
        return directories.sorted()
    }()

    enum RulesetFailure: Error { case create(Int32), allow(String, Int32) }

    /// A Landlock ruleset fd with the paths that exist (a missing one is skipped), or nil on a
    /// kernel without Landlock. Any other failure refuses the launch rather than run the
    /// extension with rules other than the ones asked for.
    static func ruleset(readable: [String], writable: [String]) -> Result<Int32?, RulesetFailure> {
        guard case .success(let abi) = ExtensionSandbox.landlock else { return .success(nil) }
        let fd = cconfine_ruleset_create(Int32(abi))
        guard fd >= 0 else { return .failure(.create(-fd)) }
        for (paths, writable) in [(readable, Int32(0)), (writable, Int32(1))] {
            for path in paths {
                let result = cconfine_ruleset_allow(fd, Int32(abi), path, writable)
                // A path that is missing or that the host itself cannot reach is simply not granted.
                if result == 0 || result == -ENOENT || result == -ENOTDIR || result == -EACCES || result == -ELOOP { continue }
                close(fd)
                return .failure(.allow(path, -result))
            }
        }
        return .success(fd)
    }

    static func limits(_ limits: ExtensionSandbox.Limits) -> cconfine_limits {
        var processes: Int64 = -1
        if let extra = limits.extraProcesses {
            // /proc/loadavg: "0.00 0.01 0.05 1/123 4567", 123 being every task of the system.
            let field = (ProcFS.contents(of: "/proc/loadavg") ?? "").split(separator: " ").dropFirst(3).first
            let tasks = field.flatMap { $0.split(separator: "/").last }.flatMap { Int64($0) } ?? 4096
            processes = tasks + Int64(max(0, extra))
        }
        return cconfine_limits(
            address_space_bytes: limits.addressSpaceBytes.map(Int64.init) ?? -1,
            cpu_seconds: limits.cpuSeconds.map(Int64.init) ?? -1,
            open_files: limits.openFiles.map(Int64.init) ?? -1,
            processes: processes,
            core_bytes: 0)
    }
}
