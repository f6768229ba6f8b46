import AppIntents
import WidgetKit

/// Logs a glass from the widget's buttons without opening the app.
struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Water"
    static let description = IntentDescription("Adds a glass of water to today's total.")

    @Parameter(title: "Millilitres", default: 250)
    var millilitres: Int

    init() {}

    init(millilitres: Int) {
        self.millilitres = millilitres
    }

    func perform() async throws -> some IntentResult {
        WaterLog().add(millilitres)
        return .result()
    }
}

/// The widget's settings: the daily goal.
struct SipperConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Daily Goal"
    static let description = IntentDescription("How much water you want to drink each day.")

    @Parameter(title: "Goal (ml)", default: 2000)
    var goal: Int
}
