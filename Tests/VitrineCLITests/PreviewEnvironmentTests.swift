import Foundation
import Testing

@testable import vitrine

/// What `vitrine preview` passes to the extension it starts. The sandbox passes no variable of
/// its own environment through, so the preview location has to be handed over explicitly (it
/// was not: the corpus's Skyline widget showed its fallback city under `VITRINE_LOCATION`).
@Suite struct PreviewEnvironmentTests {
    let groups = ["VITRINE_APP_GROUPS": "group.a=/tmp/a"]

    @Test func theLocationOptionReachesTheExtension() {
        let environment = PreviewCommand.extensionEnvironment(groups: groups, logPrivate: false, location: "38.72,-9.14", inherited: [:])
        #expect(environment["VITRINE_LOCATION"] == "38.72,-9.14")
        #expect(environment["VITRINE_APP_GROUPS"] == "group.a=/tmp/a")
    }

    @Test func theCommandsOwnVariableIsPassedOnAndTheOptionWins() {
        let inherited = ["VITRINE_LOCATION": "48.8566,2.3522", "HOME": "/root"]
        #expect(
            PreviewCommand.extensionEnvironment(groups: groups, logPrivate: false, location: nil, inherited: inherited)["VITRINE_LOCATION"] == "48.8566,2.3522")
        #expect(PreviewCommand.extensionEnvironment(groups: groups, logPrivate: false, location: "1,2", inherited: inherited)["VITRINE_LOCATION"] == "1,2")
        // Nothing else of the command's environment is added here.
        #expect(PreviewCommand.extensionEnvironment(groups: groups, logPrivate: false, location: nil, inherited: inherited)["HOME"] == nil)
    }

    @Test func withoutOneLocationStaysDenied() {
        #expect(PreviewCommand.extensionEnvironment(groups: groups, logPrivate: false, location: nil, inherited: [:])["VITRINE_LOCATION"] == nil)
    }
}
