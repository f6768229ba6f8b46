import Foundation
import Testing

@testable import XcodeProject

/// The fixtures: Xcode projects written in Xcode's own format, read by path.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func project(_ name: String) throws -> XcodeProject {
        try XcodeProject.load(root.appendingPathComponent("\(name)/\(name).xcodeproj"))
    }

    /// Paths of `files` relative to the fixture folder `name`, for readable comparisons.
    static func relative(_ urls: [URL], in name: String) -> [String] {
        let base = root.appendingPathComponent(name).standardizedFileURL.path + "/"
        return urls.map { $0.standardizedFileURL.path.replacingOccurrences(of: base, with: "") }
    }

    /// Writes `text` as a project.pbxproj in a fresh temporary bundle and loads it.
    static func load(pbxproj text: String) throws -> XcodeProject {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-\(UUID().uuidString)/P.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        try text.write(to: bundle.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        return try XcodeProject.load(bundle)
    }
}

@Suite struct SynchronizedFolderTests {
    @Test func readsTargetsAndFormat() throws {
        let project = try Fixtures.project("Synced")
        #expect(project.objectVersion == "77")
        #expect(project.targets.map(\.name) == ["Synced", "SyncedWidgetsExtension"])
        let widget = try project.target(named: "SyncedWidgetsExtension")
        #expect(widget.productType == Target.appExtensionProductType)
        #expect(widget.packageProducts == [PackageProduct(name: "SyncedKit", packageID: "4C1A00000000000000000C01")])
        #expect(try project.target(named: "Synced").dependencyIDs == [widget.id])
        #expect(project.packages.first?.location == .local(Fixtures.root.appendingPathComponent("Synced/Packages/SyncedKit").standardizedFileURL))
    }

    /// The widget gets its own folder less Info.plist and the Drafts folder (its exception
    /// set), plus Shared/Model.swift that the app's folder ticks for it.
    @Test func membershipFollowsExceptions() throws {
        let project = try Fixtures.project("Synced")
        let members = try project.members(of: try project.target(named: "SyncedWidgetsExtension"))
        let paths = Fixtures.relative(members.map(\.url), in: "Synced")
        #expect(
            paths == [
                "SyncedWidgets/Assets.xcassets", "SyncedWidgets/NotesWidget.swift", "SyncedWidgets/SyncedWidgets.entitlements",
                "SyncedWidgets/SyncedWidgetsBundle.swift", "SyncedWidgets/Widgets.xcstrings", "SyncedWidgets/en.lproj/Localizable.strings",
                "Synced/Shared/Model.swift",
            ])
        #expect(members.first { $0.url.lastPathComponent == "Assets.xcassets" }?.phase == .resources)
        #expect(members.first { $0.url.lastPathComponent == "NotesWidget.swift" }?.phase == .sources)
    }

    /// The owner's exceptions exclude: the app has its folder but not its Info.plist, and
    /// never the widget's files.
    @Test func ownerExceptionsExclude() throws {
        let project = try Fixtures.project("Synced")
        let paths = Fixtures.relative(try project.members(of: try project.target(named: "Synced")).map(\.url), in: "Synced")
        #expect(paths == ["Synced/Shared/Model.swift", "Synced/Synced.entitlements", "Synced/SyncedApp.swift"])
        #expect(!paths.contains("Synced/Info.plist"))
    }

    /// Negative: without the exception sets, the same folder yields Info.plist and the drafts.
    @Test func withoutExceptionsEverythingIsAMember() throws {
        let folder = Fixtures.root.appendingPathComponent("Synced/SyncedWidgets")
        let all = XcodeProject.files(under: folder)
        #expect(all.contains("Info.plist") && all.contains("Drafts/Unused.swift"))
        #expect(!XcodeProject.matches("Drafts/Unused.swift", any: ["Draft"]))
        #expect(XcodeProject.matches("Drafts/Unused.swift", any: ["Drafts"]))
        #expect(XcodeProject.matches("de.lproj/Localizable.strings", any: ["/Localized: Localizable.strings"]))
        #expect(!XcodeProject.matches("Localizable.strings", any: ["/Localized: Localizable.strings"]))
    }
}

@Suite struct ClassicGroupTests {
    /// Group paths nest (WeatherWidget/Views/CardView.swift), a group without a path adds
    /// nothing (Localization), SOURCE_ROOT ignores the enclosing group, and a variant group
    /// stands for every language.
    @Test func resolvesNestedGroupPaths() throws {
        let project = try Fixtures.project("Classic")
        let members = try project.members(of: try project.target(named: "WeatherWidgetExtension"))
        #expect(
            Fixtures.relative(members.map(\.url), in: "Classic") == [
                "WeatherWidget/Provider.swift", "WeatherWidget/Views/CardView.swift", "Shared/Formatting.swift",
                "WeatherWidget/WeatherWidget.intentdefinition", "WeatherWidget/en.lproj/Localizable.strings",
                "WeatherWidget/de.lproj/Localizable.strings",
            ])
        #expect(members.first { $0.url.pathExtension == "intentdefinition" }?.attributes == ["codegen"])
        #expect(members.filter { $0.phase == .resources }.count == 2)
        for member in members { #expect(FileManager.default.fileExists(atPath: member.url.path), "\(member.url.path)") }
    }

    @Test func sdkFrameworksAreNamedNotResolved() throws {
        let project = try Fixtures.project("Classic")
        let frameworks = try project.target(named: "WeatherWidgetExtension").buildPhases.first { $0.kind == .frameworks }
        #expect(frameworks?.files.map(\.externalName) == ["WidgetKit.framework"])
        #expect(frameworks?.files.first?.paths == [])
    }

    @Test func unknownTargetListsTheOthers() throws {
        let project = try Fixtures.project("Classic")
        #expect(throws: XcodeProjectError.noSuchTarget(name: "Nope", available: ["Classic", "WeatherWidgetExtension", "ShareExtension", "LegacyWidget"])) {
            try project.target(named: "Nope")
        }
    }
}

@Suite struct MalformedProjectTests {
    @Test func missingFileReferenceNamesObjectAndKey() throws {
        do {
            _ = try Fixtures.project("Malformed")
            Issue.record("a dangling fileRef loaded")
        } catch let error as XcodeProjectError {
            #expect(error == .missingObject(id: "9F00000000000000000000FF", referencedBy: "9F0000000000000000000001", key: "fileRef"))
            #expect(error.description.contains("9F0000000000000000000001") && error.description.contains("'fileRef'"))
        }
    }

    static let header = "// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 77; objects = {\n"
    static let group = "A1 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"

    @Test func wrongTypeNamesObjectAndKey() throws {
        let text =
            Self.header + Self.group + "B1 = {isa = PBXNativeTarget; name = W; buildPhases = B2; };\n"
            + "C1 = {isa = PBXProject; mainGroup = A1; targets = (B1); };\n}; rootObject = C1; }"
        #expect(throws: XcodeProjectError.wrongType(id: "B1", isa: "PBXNativeTarget", key: "buildPhases", expected: "a list of strings")) {
            try Fixtures.load(pbxproj: text)
        }
    }

    @Test func unexpectedIsaNamesObjectAndKey() throws {
        let text =
            Self.header + Self.group + "B1 = {isa = PBXNativeTarget; name = W; buildPhases = (A1); };\n"
            + "C1 = {isa = PBXProject; mainGroup = A1; targets = (B1); };\n}; rootObject = C1; }"
        do {
            _ = try Fixtures.load(pbxproj: text)
            Issue.record("a group as a build phase loaded")
        } catch let error as XcodeProjectError {
            guard case .unexpectedIsa(let id, let isa, let owner, let key, _) = error else { throw error }
            #expect(id == "A1" && isa == "PBXGroup" && owner == "B1" && key == "buildPhases")
        }
    }

    @Test func missingKeyNamesObject() throws {
        let text =
            Self.header + Self.group + "B1 = {isa = PBXNativeTarget; buildPhases = (); };\n"
            + "C1 = {isa = PBXProject; mainGroup = A1; targets = (B1); };\n}; rootObject = C1; }"
        #expect(throws: XcodeProjectError.missingKey(id: "B1", isa: "PBXNativeTarget", key: "name")) { try Fixtures.load(pbxproj: text) }
    }

    @Test func syntaxErrorGivesTheParsersLine() throws {
        let text = Self.header + Self.group + "C1 = {isa = PBXProject; mainGroup = A1 targets = (); };\n}; rootObject = C1; }"
        do {
            _ = try Fixtures.load(pbxproj: text)
            Issue.record("a missing ';' parsed")
        } catch let error as XcodeProjectError {
            guard case .notAPropertyList(_, let reason) = error else { throw error }
            #expect(reason.contains("line"), "\(reason)")
        }
    }

    /// Negative for the tests above: the same project, well formed, loads.
    @Test func wellFormedVariantLoads() throws {
        let text =
            Self.header + Self.group + "B1 = {isa = PBXNativeTarget; name = W; buildPhases = (); };\n"
            + "C1 = {isa = PBXProject; mainGroup = A1; targets = (B1); };\n}; rootObject = C1; }"
        #expect(try Fixtures.load(pbxproj: text).targets.map(\.name) == ["W"])
    }
}
