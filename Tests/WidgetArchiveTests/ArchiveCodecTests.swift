import Foundation
import Testing

@testable import WidgetArchive

@Suite struct ArchiveCodecTests {
    @Test func roundTripKeepsEveryNodeKind() throws {
        let archive = SampleArchives.everything
        let data = try ArchiveCodec.encode(archive)
        let decoded = try ArchiveCodec.decode(data)
        #expect(decoded == archive)
    }

    @Test func encodingIsDeterministic() throws {
        let a = try ArchiveCodec.encode(SampleArchives.everything)
        let b = try ArchiveCodec.encode(try ArchiveCodec.decode(a))
        #expect(a == b)
    }

    @Test func datesRoundTripExactly() throws {
        // Entries are usually made with Date(): sub-microsecond fractions must survive.
        let date = Date(timeIntervalSinceReferenceDate: 785_000_000.123456789)
        var archive = SampleArchives.everything
        archive.root = Node(
            id: "0",
            content: .text(
                TextNode(runs: [
                    TextRun(
                        content: .date(
                            DateText(
                                kind: .styled(date: date, style: .timer), localeIdentifier: "en_US", timeZoneIdentifier: "UTC", calendarIdentifier: "gregorian")
                        ),
                        font: SampleArchives.font, foreground: SampleArchives.red)
                ])))
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(archive)) == archive)
    }

    @Test func infiniteFrameSurvivesJSON() throws {
        let json = String(decoding: try ArchiveCodec.encode(SampleArchives.everything), as: UTF8.self)
        #expect(json.contains("\"maxWidth\":\"inf\""))
    }

    @Test func rejectsFutureVersion() throws {
        var object = try JSONSerialization.jsonObject(with: try ArchiveCodec.encode(SampleArchives.everything)) as! [String: Any]
        object["version"] = ViewArchive.currentVersion + 1
        object["root"] = ["renamedInTheFuture": true]
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ArchiveError.unsupportedVersion(found: ViewArchive.currentVersion + 1, supported: ViewArchive.currentVersion)) {
            try ArchiveCodec.decode(data)
        }
    }

    @Test func rejectsOtherDocuments() {
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(Data("{\"hello\": 1}".utf8)) }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(Data("not json".utf8)) }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(Data()) }
        let wrongFormat = Data("{\"format\": \"something.else\", \"version\": 1}".utf8)
        do {
            _ = try ArchiveCodec.decode(wrongFormat)
            Issue.record("decoded a foreign document")
        } catch let error as ArchiveError {
            #expect(error.description.contains("something.else"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func malformedFieldNamesItsPath() throws {
        var object = try JSONSerialization.jsonObject(with: try ArchiveCodec.encode(SampleArchives.everything)) as! [String: Any]
        var root = object["root"] as! [String: Any]
        root["children"] = "oops"
        object["root"] = root
        let data = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try ArchiveCodec.decode(data)
            Issue.record("decoded a malformed archive")
        } catch let error as ArchiveError {
            guard case .malformed(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path.contains("root.children"))
        }
    }

    @Test func truncatedDataIsRejected() throws {
        let data = try ArchiveCodec.encode(SampleArchives.everything)
        for length in stride(from: 0, to: data.count, by: max(1, data.count / 40)) {
            #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(data.prefix(length)) }
        }
    }

    @Test func structuralRulesAreEnforced() throws {
        func decoding(_ change: (inout ViewArchive) -> Void) throws -> Data {
            var archive = SampleArchives.everything
            change(&archive)
            return try ArchiveCodec.encode(archive)
        }
        let twoChildren = try decoding { $0.root.children.append($0.root.children[0]) }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(twoChildren) }

        let duplicate = try decoding {
            $0.root = Node(
                id: "0", content: .stack(StackNode(kind: .depth)),
                children: [
                    Node(id: "x", content: .spacer(SpacerNode())), Node(id: "x", content: .spacer(SpacerNode())),
                ])
        }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(duplicate) }

        let emptyID = try decoding { $0.root = Node(id: "", content: .spacer(SpacerNode())) }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(emptyID) }

        let nanOpacity = try decoding {
            $0.root = Node(id: "0", content: .modifier(.opacity(.nan)), children: [Node(id: "0/0", content: .spacer(SpacerNode()))])
        }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(nanOpacity) }

        let negativeFrame = try decoding {
            $0.root = Node(
                id: "0", content: .modifier(.frame(width: -1, height: nil, alignment: .center)), children: [Node(id: "0/0", content: .spacer(SpacerNode()))])
        }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(negativeFrame) }

        let textWithChild = try decoding {
            $0.root = Node(id: "0", content: .text(TextNode(runs: [])), children: [Node(id: "0/0", content: .spacer(SpacerNode()))])
        }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(textWithChild) }

        let badScale = try decoding { $0.root = Node(id: "0", content: .text(TextNode(runs: [], minimumScaleFactor: 2))) }
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(badScale) }
    }

    @Test func randomBytesNeverCrashTheDecoder() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(Data(bytes)) }
        }
    }
}
