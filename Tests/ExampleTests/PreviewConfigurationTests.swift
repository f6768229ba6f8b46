import Foundation
import Testing
import VitrineTestSupport
import WidgetRender

/// `vitrine preview --set`: a configurable widget previewed in a chosen configuration, with
/// dynamic options from the stand-alone Intents extension and the App Group data the app wrote.
@Suite(.serialized, ProcessTestLock()) struct PreviewConfigurationTests {
    /// An App Group container as HomeFinderApp's `setup` leaves it.
    func homeFinderGroup() throws -> URL {
        let group = FileManager.default.temporaryDirectory.appendingPathComponent("homefinder-group-\(UUID().uuidString)")
        let icons = group.appendingPathComponent("icons")
        try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/HomeFinderApp/Icons")
        var channels: [[String: Any]] = []
        for (id, title, section) in [("new", "New Homes", "Buy"), ("rent", "Rentals", "Rent"), ("agents", "Agents", "Services")] {
            try FileManager.default.copyItem(at: source.appendingPathComponent("\(id).png"), to: icons.appendingPathComponent("\(id).png"))
            channels.append(["id": id, "title": title, "icon": "\(id).png", "route": "homefinder://channel/\(id)", "available": true, "section": section])
        }
        try JSONSerialization.data(withJSONObject: channels).write(to: group.appendingPathComponent("channels.json"))
        return group
    }

    func preview(_ settings: [String], group: URL, out: URL) throws -> ProductRun {
        try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", Products.path("HomeFinderWidgets"), "--intents-extension", Products.path("HomeFinderIntents"),
                "--kind", "com.vitrine.examples.homefinder.channels", "--family", "medium", "--view", "snapshot", "--no-previews",
                "--app-group-data", "group.com.vitrine.examples.homefinder=\(group.path)", "-o", out.path,
            ] + settings.flatMap { ["--set", $0] })
    }

    @Test func setChoosesTheConfigurationAndBadValuesAreRefused() throws {
        let group = try homeFinderGroup()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("homefinder-preview-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: group)
            try? FileManager.default.removeItem(at: out)
        }
        let image = out.appendingPathComponent("com.vitrine.examples.homefinder.channels/systemMedium-light-snapshot.png")

        // A dynamic parameter by identifier and by title, and an enum by title.
        let grid = try preview(["channels=new,Rentals", "layout=Grid"], group: group, out: out)
        #expect(grid.status == 0, "\(grid.stdout)\n\(grid.stderr)")
        #expect(grid.stdout.contains("configured: channels=New Homes (new), Rentals (rent) layout=grid"), "\(grid.stdout)")
        let gridPNG = try Data(contentsOf: image)

        let list = try preview(["channels=new,Rentals", "layout=list"], group: group, out: out)
        #expect(list.status == 0, "\(list.stderr)")
        let listPNG = try Data(contentsOf: image)
        let a = try #require(RasterImage.decodePNG(gridPNG)), b = try #require(RasterImage.decodePNG(listPNG))
        #expect(a.pixelWidth == b.pixelWidth && gridPNG != listPNG, "the layout changed nothing")

        // Without --set: the app's defaults (its first four available channels; three here).
        let defaults = try preview([], group: group, out: out)
        #expect(defaults.stdout.contains("configured: channels=New Homes (new), Rentals (rent), Agents (agents) layout=grid"), "\(defaults.stdout)")

        // Refusals name the parameter and what is wrong, and render nothing.
        for (setting, message) in [
            ("channels=nowhere", "channels (Channels): \"nowhere\" is not among the app's options (new, rent, agents)"),
            ("layout=spiral", "layout"), ("colour=red", "has no parameter \"colour\""),
        ] {
            let refused = try preview([setting], group: group, out: out)
            #expect(refused.status != 0)
            #expect(refused.stdout.contains(message), "\(setting): \(refused.stdout)")
        }
    }
}
