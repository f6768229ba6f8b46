// libFuzzer harness for everything the host does with bytes from an extension: the frame
// reader, the response/request/Hello decoders in both frame encodings, and both archive codecs. Not a package target:
// scripts/fuzz-protocol.sh compiles it with `swiftc -sanitize=fuzzer -parse-as-library`
// together with the ExtensionProtocol and WidgetArchive sources (as one module, hence no
// imports of them here).
//
// Input layout: the first byte sets the size of the chunks the reader is fed (1…256 bytes),
// the rest is the byte stream as it would arrive from the socket.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func protocolFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let input = Data(bytes: data, count: size)
    let chunk = Int(input[input.startIndex]) + 1
    let stream = Data(input.dropFirst())

    var reader = FrameCodec.Reader()
    var frames: [Data] = []
    var offset = 0
    reading: while offset < stream.count {
        let end = min(stream.count, offset + chunk)
        reader.append(stream.subdata(in: offset..<end))
        offset = end
        do {
            while let frame = try reader.next() { frames.append(frame) }
        } catch {
            break reading
        }
    }
    for body in frames {
        if let response = try? FrameCodec.decode(ExtensionResponse.self, from: body) {
            for entry in response.entries ?? [] {
                // What a host does before rendering: through the codec (and its validator).
                if let encoded = try? ArchiveCodec.encode(entry.archive), let valid = try? ArchiveCodec.decode(encoded) {
                    _ = ArchiveDump.dump(valid)
                }
            }
            _ = try? FrameCodec.encode(response)
            _ = try? FrameCodec.encode(response, as: .compact)
        }
        _ = try? FrameCodec.decode(ExtensionRequest.self, from: body)
        _ = try? FrameCodec.decode(Hello.self, from: body)
        _ = try? ArchiveCodec.decode(body)
        _ = try? BinaryArchive.decode([UInt8](body))
    }
    _ = try? ArchiveCodec.decode(stream)
    _ = try? BinaryArchive.decode([UInt8](stream))
    return 0
}

/// With PROTOCOL_FUZZER_SEEDS=<dir>, writes valid inputs (one per message kind) there first,
/// so the fuzzer starts from real frames.
@_cdecl("LLVMFuzzerInitialize")
public func protocolFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let directory = ProcessInfo.processInfo.environment["PROTOCOL_FUZZER_SEEDS"] else { return 0 }
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let date = Date(timeIntervalSinceReferenceDate: 700_000_000)
    let text = TextNode(runs: [
        TextRun(content: .string("Health"), font: FontSpec(size: 17, weight: .bold, textStyle: "headline"), foreground: .rgba(0.1, 0.2, 0.3)),
        TextRun(content: .date(DateText(kind: .styled(date: date, style: .relative), localeIdentifier: "en_US", timeZoneIdentifier: "UTC",
                                        calendarIdentifier: "gregorian")),
                font: FontSpec(size: 13), foreground: .color(.asset(name: "AccentColor", bundle: nil, opacity: 0.5))),
    ], lineLimit: 2)
    let root = Node(id: "0", content: .stack(StackNode(kind: .vertical, spacing: 4)), children: [
        Node(id: "0/0", content: .text(text)),
        Node(id: "0/1", content: .progress(ProgressNode(style: .linear, value: .determinate(fraction: 0.25)))),
        Node(id: "0/2", content: .modifier(.padding(EdgeInsetsValue(top: 1, leading: 2, bottom: 3, trailing: 4))),
             children: [Node(id: "0/2/0", content: .spacer(SpacerNode(minLength: 8)))]),
        Node(id: "0/3", content: .modifier(.intentAction(IntentAction(control: .toggle, typeName: "7Counter11AlarmIntentV", displayName: "AlarmIntent",
                                                                      parameters: "{\"name\":{\"string\":\"wake\"}}", isOn: false))),
             children: [Node(id: "0/3/0", content: .spacer(SpacerNode()))]),
    ])
    let archive = ViewArchive(environment: ArchiveEnvironment(widgetFamily: "systemSmall", displaySize: SizeValue(width: 158, height: 158)),
                              root: root, widgetURL: "mygame://x")
    let context = RequestContext(kind: "k", family: "systemSmall", displaySize: SizeValue(width: 158, height: 158))
    var seeds: [String: Data?] = [:]
    for encoding in FrameCodec.Encoding.allCases {
        let suffix = encoding == .json ? "" : "-" + encoding.rawValue
        seeds["hello" + suffix] = try? FrameCodec.encode(Hello(processID: 42, frameEncodings: ["compact"]), as: encoding)
        seeds["request" + suffix] = try? FrameCodec.encode(ExtensionRequest(id: 2, method: .timeline, context: context, timeout: 1), as: encoding)
        seeds["describe" + suffix] = try? FrameCodec.encode(ExtensionResponse(id: 1, widgets: [WidgetDescriptor(kind: "k", displayName: "K", description: "d",
            supportedFamilies: ["systemSmall"], configuration: "static", contentMarginsDisabled: false, containerBackgroundRemovable: true)]), as: encoding)
        seeds["timeline" + suffix] = try? FrameCodec.encode(ExtensionResponse(id: 2, entries: [ArchivedEntry(date: date, relevanceScore: 0.5, archive: archive)],
                                                                              policy: .after(date), warnings: ["w"]), as: encoding)
        let action = IntentActionRequest(typeName: "7Counter15IncrementIntentV", displayName: "IncrementIntent", parameters: ["step": .integer(2)],
                                         toggledValue: true)
        seeds["perform" + suffix] = try? FrameCodec.encode(ExtensionRequest(id: 4, method: .performIntent, context: context, timeout: 1, action: action),
                                                           as: encoding)
        seeds["performed" + suffix] = try? FrameCodec.encode(ExtensionResponse(id: 4, performed: PerformedIntent(intent: "IncrementIntent", processID: 42, seconds: 0.5)),
                                                             as: encoding)
        seeds["error" + suffix] = try? FrameCodec.encode(ExtensionResponse(id: 3, error: ExtensionError(.completionTimeout, "late")), as: encoding)
    }
    seeds["archive"] = try? ArchiveCodec.encode(archive)
    seeds["archive-binary"] = Data(BinaryArchive.encode(archive))
    for (name, seed) in seeds {
        guard let seed else { continue }
        _ = FileManager.default.createFile(atPath: directory + "/seed-" + name, contents: Data([0xFF]) + seed)
    }
    return 0
}
