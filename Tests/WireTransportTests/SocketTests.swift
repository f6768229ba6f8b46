import Foundation
import Glibc
import Testing
import VitrineTestSupport
import WireTransport

/// Real Unix sockets: setup (paths, permissions, stale files), frames across a connection,
/// and the ways a read ends (timeout, close between frames, close inside one).
@Suite(ProcessTestLock()) struct SocketTests {
    /// A private directory with a short path.
    static func directory() -> String {
        var template = Array("/tmp/vitrine-wire-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    static func socketPair() throws -> (Int32, Int32) {
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0 else {
            throw SocketIO.Failure("socketpair")
        }
        return (fds[0], fds[1])
    }

    struct Message: Codable, Equatable { var id: Int; var text: String; var values: [Double] }

    @Test(arguments: FrameCodec.Encoding.allCases)
    func framesRoundTripOverASocketPair(_ encoding: FrameCodec.Encoding) throws {
        let (near, far) = try Self.socketPair()
        defer { close(near); close(far) }
        let messages = (1...50).map { Message(id: $0, text: String(repeating: "ж", count: $0 * 40), values: [Double($0), .infinity]) }
        // Written from another thread, so frames larger than the socket buffer cannot block the test.
        let writer = Thread { for message in messages { try? SocketIO.writeAll(far, FrameCodec.encode(message, as: encoding)) } }
        writer.start()
        var reader = FrameCodec.Reader()
        var received: [Message] = []
        for _ in messages {
            let body = try SocketIO.readFrame(near, &reader, until: Date().addingTimeInterval(5))
            #expect(FrameCodec.encoding(of: body) == encoding)
            received.append(try FrameCodec.decode(Message.self, from: body))
        }
        #expect(received == messages)
    }

    @Test func aReadEndsInATimeoutAnEndOfStreamOrATruncatedFrame() throws {
        let (near, far) = try Self.socketPair()
        defer { close(near) }
        var reader = FrameCodec.Reader()
        // Nothing sent: a timeout, promptly.
        let started = Date()
        #expect(throws: SocketIO.Timeout.self) { try SocketIO.readFrame(near, &reader, until: Date().addingTimeInterval(0.1)) }
        #expect(Date().timeIntervalSince(started) < 2)
        // Half a frame, then the writer goes away: truncated, not a clean end.
        try SocketIO.writeAll(far, Data([0, 0, 0, 100]) + Data(#"{"id":"#.utf8))
        close(far)
        #expect(throws: FrameCodec.Failure.truncated) { try SocketIO.readFrame(near, &reader, until: Date().addingTimeInterval(5)) }

        // A close between frames is the end of the stream.
        let (a, b) = try Self.socketPair()
        defer { close(a) }
        try SocketIO.writeAll(b, FrameCodec.encode(Message(id: 1, text: "", values: [])))
        close(b)
        var fresh = FrameCodec.Reader()
        #expect(try FrameCodec.decode(Message.self, from: SocketIO.readFrame(a, &fresh, until: Date().addingTimeInterval(5))).id == 1)
        #expect(throws: SocketIO.EndOfStream.self) { try SocketIO.readFrame(a, &fresh, until: Date().addingTimeInterval(5)) }
    }

    @Test func aHeaderOverTheReadersLimitEndsTheRead() throws {
        let (near, far) = try Self.socketPair()
        defer { close(near); close(far) }
        try SocketIO.writeAll(far, Data([0, 0, 4, 1]))  // 1025 bytes announced
        var reader = FrameCodec.Reader(limit: 1024)
        #expect(throws: FrameCodec.Failure.tooLarge(1025, limit: 1024)) { try SocketIO.readFrame(near, &reader, until: Date().addingTimeInterval(5)) }
    }

    @Test func writingToAClosedPeerIsAnErrorNotASignal() throws {
        let (near, far) = try Self.socketPair()
        defer { close(near) }
        close(far)
        #expect(throws: SocketIO.Failure.self) { try SocketIO.writeAll(near, Data(repeating: 1, count: 1 << 20)) }
    }

    @Test func aPathLongerThanTheAddressHoldsIsRefused() throws {
        let directory = Self.directory()
        let room = SocketIO.maximumPathBytes - directory.utf8.count - 1
        #expect(SocketIO.maximumPathBytes == 107)
        let longest = directory + "/" + String(repeating: "s", count: room)
        let tooLong = longest + "s"
        for attempt in [{ _ = try SocketIO.listen(at: tooLong) }, { _ = try SocketIO.connect(to: tooLong) }] {
            #expect {
                try attempt()
            } throws: { error in
                "\(error)" == "socket path is empty or longer than 107 bytes: \(tooLong)"
            }
        }
        #expect(throws: SocketIO.Failure.self) { try SocketIO.listen(at: "") }
        #expect(!FileManager.default.fileExists(atPath: tooLong))
        // The longest path that fits works, both ways.
        let listener = try SocketIO.listen(at: longest)
        defer { close(listener); unlink(longest) }
        let client = try SocketIO.connect(to: longest)
        defer { close(client) }
        let accepted = try #require(SocketIO.accept(listener, until: Date().addingTimeInterval(5)))
        close(accepted)
    }

    @Test func aListenerIsPrivateAndItsConnectionsCloseOnExec() throws {
        let path = Self.directory() + "/s.sock"
        let listener = try SocketIO.listen(at: path)
        defer { close(listener); unlink(path) }
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFSOCK)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(SocketIO.fileIdentity(path) == SocketIO.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))

        // Nobody connecting: accept gives up at its deadline.
        #expect(SocketIO.accept(listener, until: Date().addingTimeInterval(0.05)) == nil)

        let client = try SocketIO.connect(to: path)
        defer { close(client) }
        let server = try #require(SocketIO.accept(listener, until: Date().addingTimeInterval(5)))
        defer { close(server) }
        #expect(fcntl(server, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(client, F_GETFD) & FD_CLOEXEC != 0)
        let peer = try #require(SocketIO.peerCredentials(server))
        #expect(peer == SocketIO.Credentials(processID: getpid(), userID: geteuid(), groupID: getegid()))

        try SocketIO.writeAll(client, FrameCodec.encode(Message(id: 7, text: "hi", values: [1])))
        var reader = FrameCodec.Reader()
        #expect(try FrameCodec.decode(Message.self, from: SocketIO.readFrame(server, &reader, until: Date().addingTimeInterval(5))).id == 7)
    }

    @Test func aStaleSocketIsReplacedButALiveOneOrAFileIsNot() throws {
        let directory = Self.directory()
        let path = directory + "/s.sock"
        // A socket file nobody listens on, as a crashed server leaves behind.
        let first = try SocketIO.listen(at: path)
        close(first)
        #expect(FileManager.default.fileExists(atPath: path))
        let second = try SocketIO.listen(at: path)
        defer { close(second); unlink(path) }
        // Now someone answers: the path is not taken over.
        #expect {
            try SocketIO.listen(at: path)
        } throws: { error in
            "\(error)" == "a host is already listening on \(path)"
        }
        let client = try SocketIO.connect(to: path)
        close(client)

        let file = directory + "/not-a-socket"
        _ = FileManager.default.createFile(atPath: file, contents: Data("keep me".utf8))
        #expect(throws: SocketIO.Failure.self) { try SocketIO.listen(at: file) }
        #expect(FileManager.default.contents(atPath: file) == Data("keep me".utf8))
    }

    @Test func aConnectionToNothingNamesThePath() {
        let path = Self.directory() + "/nobody.sock"
        #expect {
            try SocketIO.connect(to: path)
        } throws: { error in
            "\(error)".hasPrefix("connect \(path): ")
        }
    }
}
