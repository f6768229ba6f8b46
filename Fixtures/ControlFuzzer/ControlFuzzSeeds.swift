import Foundation
import HostProtocol
import WireTransport

/// Valid inputs for the control fuzzer (CONTROL_FUZZER_SEEDS=<dir>): sessions of an app, the CLI
/// and an extension, protocol mistakes, host frames and App Group grants, each behind the
/// chunk-size byte.
enum ControlFuzzSeeds {
    static func write(to directory: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        func frames(_ messages: [ControlMessage]) -> Data {
            messages.enumerated().reduce(into: Data()) { data, item in
                data += (try? FrameCodec.encode(ControlRequest(id: item.offset + 1, item.element))) ?? Data()
            }
        }
        let hello = ControlMessage.hello(role: .app, appID: "com.vitrine.examples.game", protocolVersion: ControlProtocol.version)
        let seeds: [String: Data] = [
            "app-session": frames([hello, .reloadTimelines(kind: "com.mygame.game-status"), .reloadAllTimelines, .currentConfigurations,
                                   .invalidateConfigurationRecommendations, .invalidateRelevance(kind: "k"),
                                   .appState(foreground: true, audioSession: false, navigationSession: true), .registerURLHandler]),
            "cli-session": frames([.hello(role: .cli, appID: nil, protocolVersion: ControlProtocol.version),
                                   .host(.status), .host(.tap(instance: 1, x: 10, y: 2.5)), .host(.system(.locale("ru_RU")))]),
            "extension-hello": frames([.hello(role: .widgetExtension, appID: nil, protocolVersion: 1), .reloadTimelines(kind: "a.b")]),
            "no-hello": frames([.reloadAllTimelines]),
            "wrong-version": frames([.hello(role: .app, appID: nil, protocolVersion: 99)]),
            "unknown-request": frames([hello]) + FrameCodec.encodeRaw(Data(#"{"id":7,"message":{"futureThing":{"x":1}}}"#.utf8)),
            "host-frames": (try? FrameCodec.encode(ControlServerFrame(event: .openURL(url: "mygame://character/1")))) .map { $0 + ((try? FrameCodec.encode(ControlServerFrame(event: .userActivity(kind: "k", family: "systemSmall")))) ?? Data()) + ((try? FrameCodec.encode(ControlServerFrame(response: ControlResponse(id: 3, .value(.array([.null, .bool(true), .number(1.5), .string("s"), .object(["k": .string("v")])])))))) ?? Data()) } ?? Data(),
            "garbage": Data([0, 0, 0, 5]) + Data("hello".utf8),
            "oversized": Data([0x7F, 0xFF, 0xFF, 0xFF]),
            "app-groups": Data(#"{"group.com.vitrine.examples.game":"/tmp/groups/x"}"#.utf8),
        ]
        for (name, seed) in seeds {
            _ = FileManager.default.createFile(atPath: directory + "/seed-" + name, contents: Data([0xFF]) + seed)
        }
    }
}

extension FrameCodec {
    /// A frame around bytes that are not an encoded value (a newer client's request).
    static func encodeRaw(_ body: Data) -> Data {
        let n = UInt32(body.count)
        return Data([UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]) + body
    }
}
