import ScorelineKit
import SwiftUI

@main
struct ScorelineApp: App {
    var body: some Scene {
        WindowGroup {
            List(Fixtures.today()) { match in
                Text("\(match.home.name) \(match.scoreText) \(match.away.name)")
            }
        }
    }
}
