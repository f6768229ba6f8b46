import Foundation

/// An app process the host started for a widget tap. The host does not wait for it; the
/// process is reaped when it exits (Foundation's `Process` does, and calls back so the host
/// forgets it). Its standard input is a pipe the host keeps open and closes when it stops, so
/// an app can take end-of-input as the end of its session (GameApp's `listen` does); its
/// output goes where the host's goes.
final class LaunchedApp: Sendable {
    let appID: String
    let process: Process
    let input: FileHandle

    var processID: Int32 { process.processIdentifier }

    private init(appID: String, process: Process, input: FileHandle) {
        self.appID = appID
        self.process = process
        self.input = input
    }

    /// Starts `executable` with no arguments (as the system starts an app) and `environment`.
    /// `onExit` runs on a Foundation thread with the exit status once the process has been reaped.
    static func launch(
        appID: String, executable: String, environment: [String: String],
        onExit: @escaping @Sendable (_ processID: Int32, _ status: Int32) -> Void
    ) throws -> LaunchedApp {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = []
        process.environment = environment
        let stdin = Pipe()
        // Only this child gets the read end (Process closes the parent's copy after spawning);
        // the write end must not leak into other children, or their stdin would never end.
        _ = fcntl(stdin.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        process.standardInput = stdin
        process.standardOutput = FileHandle.standardOutput
        process.standardError = FileHandle.standardError
        process.terminationHandler = { process in onExit(process.processIdentifier, process.terminationStatus) }
        try process.run()
        return LaunchedApp(appID: appID, process: process, input: stdin.fileHandleForWriting)
    }

    /// Closes the app's standard input: the host is going away.
    func endSession() {
        try? input.close()
    }
}
