import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import WidgetLayout

extension WebProcesses {
    /// A click on an App Intent button on the web home screen: the tap route answers with the
    /// intent and its outcome (the page's toast), and the widget's new picture follows.
    @Suite struct IntentTapAPITests {
        static let counterApp = "com.vitrine.tests.forecast"

        @Test func clickingAnIntentButtonPerformsItAndTheWidgetGetsANewPicture() async throws {
            let manifest: [String: Any] = [
                "id": Self.counterApp, "name": "Counter", "appGroups": ["group.com.vitrine.tests.counter"],
                "extensions": [["executable": Products.path("ConfigurableExtension")]],
            ]
            let web = try await WebFixture.start(widgets: [], apps: [manifest])
            let id = try await web.daemon.addWidget(appID: Self.counterApp, kind: "counter", family: "systemMedium", page: 0).id
            let region = try #require(try await web.daemon.intentRegions(of: id).first { $0.action.displayName == "IncrementIntent" })
            let before = await web.daemon.homeWidget(id: id)?.version
            #expect(before != nil)

            let result = try await web.json("POST", "/api/widgets/\(id)/tap", body: #"{"x":\#(region.frame.midX),"y":\#(region.frame.midY)}"#)
            #expect(result["target"] as? String == "intent" && result["intent"] as? String == "IncrementIntent", "\(result)")
            #expect(result["delivery"] as? String == "performed", "\(result)")
            #expect(result["summary"] as? String == "Performed IncrementIntent in the widget extension; the widget reloaded")
            // What the page's event stream announces: a new image version for the widget.
            let after = await web.daemon.homeWidget(id: id)?.version
            #expect(after != nil && after != before, "\(String(describing: before)) → \(String(describing: after))")
            await web.stop()
        }
    }
}
