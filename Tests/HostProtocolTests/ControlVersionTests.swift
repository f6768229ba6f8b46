import Foundation
import HostProtocol
import Testing
import VitrineTestSupport
import WireTransport

/// The control protocol is versioned as the extension protocol is: a hello names its version,
/// decodes whatever it names, and a host refuses any but its own before handling anything.
@Suite(ProcessTestLock()) struct ControlVersionTests {
    @Test func aHelloOfAnyVersionDecodesSoItCanBeRefusedClearly() throws {
        let json = #"{"id":1,"message":{"hello":{"appID":null,"protocolVersion":1,"role":"cli"}}}"#
        var reader = FrameCodec.Reader(limit: ControlProtocol.maximumFrameBytes)
        reader.append(Data([0, 0, 0, UInt8(json.utf8.count)]) + Data(json.utf8))
        let request = try FrameCodec.decode(ControlRequest.self, from: try #require(try reader.next()))
        #expect(request == ControlRequest(id: 1, .hello(role: .cli, appID: nil, protocolVersion: 1)))
        // What this build sends is what it decodes.
        let current = ControlRequest(id: 2, .hello(role: .app, appID: "a", protocolVersion: ControlProtocol.version))
        #expect(try FrameCodec.decode(ControlRequest.self, from: FrameCodec.encode(current).dropFirst(4)) == current)
    }

    @Test(arguments: [ControlProtocol.version - 1, ControlProtocol.version + 1])
    func aHostRefusesAnotherVersionAndHandlesNothing(_ version: Int) async throws {
        let log = RequestLog()
        let outcome = try await withServer(log: log) { _, path async throws in
            try await offPool {
                let client = try RawConnection(path)
                defer { client.close() }
                try client.sendRequest(ControlRequest(id: 1, .hello(role: .app, appID: nil, protocolVersion: version)))
                // Whatever follows is never handled: the connection closes after the refusal.
                try? client.sendRequest(ControlRequest(id: 2, .reloadAllTimelines))
                return client.readUntilClosed()
            }
        }
        #expect(outcome.closed)
        #expect(
            outcome.frames.map(\.response) == [
                ControlResponse(
                    id: 1,
                    .error(
                        ControlError(
                            .unsupportedVersion, "protocol version \(version) is not supported (this host speaks \(ControlProtocol.version))")))
            ])
        #expect(log.messages.isEmpty)
    }

    @Test func aClientOfThisVersionIsAccepted() async throws {
        try await withServer { _, path async throws in
            let client = try await connect(path, role: .cli)
            defer { client.close() }
            #expect(client.helloResult == .ok)
            #expect(try await client.request(.reloadAllTimelines) == .ok)
        }
    }

    @Test func anOversizedFrameIsRefusedWithTheControlLimit() async throws {
        try await withServer { _, path async throws in
            let outcome = try await offPool {
                let client = try RawConnection(path)
                defer { client.close() }
                let announced = ControlProtocol.maximumFrameBytes + 1
                try client.send(Data([UInt8(announced >> 24), UInt8((announced >> 16) & 0xFF), UInt8((announced >> 8) & 0xFF), UInt8(announced & 0xFF)]))
                return client.readUntilClosed()
            }
            #expect(outcome.closed)
            #expect(
                outcome.frames.first?.response?.result.error
                    == ControlError(
                        .badRequest, "frame of \(ControlProtocol.maximumFrameBytes + 1) bytes exceeds the \(ControlProtocol.maximumFrameBytes)-byte limit"))
        }
    }
}
