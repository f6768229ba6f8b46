// A widget extension that tries what a hostile one would, on request, speaking the protocol by
// hand (no WidgetKit), for ExtensionHost's sandbox tests. A timeline request's kind is the
// probe; the answer is one entry whose text is the outcome: "ok <detail>" or "denied <errno>".
//
//   read <path>            open for reading and return the first bytes
//   list <directory>       the names in a directory
//   write <path> <text>    create or truncate a file and write text to it
//   link <link> <target>   make a symbolic link, then read through it
//   run <path>             copy /bin/true to <path> and execute it
//   env <name>             the value of an environment variable ("absent" when unset)
//   resource               read probe-resource.txt from the executable's resource bundle
//   connect <port>         connect to 127.0.0.1:<port> over TCP and read a line
//   signal <pid>           kill(pid, 0)
//
// describe answers one widget kind, "probe".

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import ExtensionProtocol
import WidgetArchive
import WireTransport

func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

guard let socketPath = ProcessInfo.processInfo.environment[ExtensionProtocol.socketEnvironmentKey], !socketPath.isEmpty else {
    log("SandboxProbe: set \(ExtensionProtocol.socketEnvironmentKey) (it is launched by an ExtensionHost)")
    exit(2)
}
let fd: Int32
do {
    fd = try SocketIO.connect(to: socketPath)
} catch {
    log("SandboxProbe: cannot connect: \(error)")
    exit(3)
}

func send<T: Encodable>(_ message: T) {
    do {
        try SocketIO.writeAll(fd, try FrameCodec.encode(message))
    } catch {
        log("SandboxProbe: cannot send: \(error)")
        exit(4)
    }
}

func denied(_ what: String) -> String {
    "denied \(what): \(String(cString: strerror(errno)))"
}

func readFile(_ path: String) -> String {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return denied("open") }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = read(file, &buffer, buffer.count)
    guard n >= 0 else { return denied("read") }
    return "ok " + String(decoding: buffer[0..<n], as: UTF8.self)
}

func list(_ path: String) -> String {
    guard let directory = opendir(path) else { return denied("opendir") }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return "ok " + names.sorted().joined(separator: " ")
}

func write(_ path: String, _ text: String) -> String {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard file >= 0 else { return denied("open") }
    defer { close(file) }
    let bytes = Array(text.utf8)
    return Glibc.write(file, bytes, bytes.count) == bytes.count ? "ok" : denied("write")
}

func run(_ path: String) -> String {
    guard let program = FileManager.default.contents(atPath: "/bin/true") else { return denied("reading /bin/true") }
    guard FileManager.default.createFile(atPath: path, contents: program, attributes: [.posixPermissions: 0o700]) else { return denied("copy") }
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
    defer { free(argv[0]) }
    let code = posix_spawn(&pid, path, nil, nil, argv, nil)
    guard code == 0 else { errno = code; return denied("exec") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    // glibc's posix_spawn reports exec failures itself; a child that ran reports its status.
    return status == 0 ? "ok ran" : "denied exit status \(status >> 8)"
}

func connectLoopback(_ port: UInt16) -> String {
    let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard s >= 0 else { return denied("socket") }
    defer { close(s) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return denied("connect") }
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = read(s, &buffer, buffer.count)
    return n >= 0 ? "ok " + String(decoding: buffer[0..<n], as: UTF8.self) : denied("read")
}

func probe(_ command: String) -> String {
    let words = command.split(separator: " ", maxSplits: 2).map(String.init)
    let argument = words.count > 1 ? words[1] : ""
    switch words.first ?? "" {
    case "read": return readFile(argument)
    case "list": return list(argument)
    case "write": return write(argument, words.count > 2 ? words[2] : "")
    case "link":
        guard symlink(words.count > 2 ? words[2] : "", argument) == 0 else { return denied("symlink") }
        return readFile(argument)
    case "run": return run(argument)
    case "env": return getenv(argument).map { "ok " + String(cString: $0) } ?? "absent"
    case "resource":
        let bundle = Bundle.main.bundleURL.appendingPathComponent("Vitrine_SandboxProbe.resources/probe-resource.txt")
        return readFile(bundle.path)
    case "connect": return connectLoopback(UInt16(argument) ?? 0)
    case "signal": return kill(pid_t(argument) ?? 0, 0) == 0 ? "ok" : denied("kill")
    default: return "unknown probe \(command)"
    }
}

func entry(_ context: RequestContext?, text: String) -> ArchivedEntry {
    let run = TextRun(content: .string(text), font: FontSpec(size: 17, weight: .regular, textStyle: "body"), foreground: .rgba(0, 0, 0))
    let environment = ArchiveEnvironment(colorScheme: .light, widgetFamily: context?.family ?? "systemSmall",
                                         displaySize: context?.displaySize ?? SizeValue(width: 158, height: 158))
    return ArchivedEntry(date: Date(), archive: ViewArchive(environment: environment, root: Node(id: "0", content: .text(TextNode(runs: [run])))))
}

send(Hello(processID: getpid()))
var reader = FrameCodec.Reader()
while true {
    let body: Data
    do {
        body = try SocketIO.readFrame(fd, &reader, until: .distantFuture)
    } catch is SocketIO.EndOfStream {
        exit(0)
    } catch {
        log("SandboxProbe: \(error)")
        exit(4)
    }
    guard let request = try? FrameCodec.decode(ExtensionRequest.self, from: body) else { exit(5) }
    switch request.method {
    case .describe:
        send(ExtensionResponse(id: request.id, widgets: [
            WidgetDescriptor(kind: "probe", displayName: "Probe", description: "Tries to leave its sandbox.", supportedFamilies: ["systemSmall"],
                             configuration: "static", contentMarginsDisabled: false, containerBackgroundRemovable: true),
        ]))
    default:
        send(ExtensionResponse(id: request.id, entries: [entry(request.context, text: probe(request.context?.kind ?? ""))], policy: .never))
    }
}
