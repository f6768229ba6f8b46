import XCTest
@testable import ScorelineKit

final class MatchTests: XCTestCase {
    func testScheduledMatchShowsVersus() {
        let match = Fixtures.today()[1]
        XCTAssertEqual(match.scoreText, "vs")
        XCTAssertFalse(match.isLive)
    }
}
