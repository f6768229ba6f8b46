import ForecastKit
import Foundation

@main
struct ForecastWidget {
    static func main() {
        print("platform: \(Platform.name)")
        print("activities: \(Platform.activities)")
        print("foundation: \(FoundationGaps.summary)")
        print("strings: \(Localized.rain) | \(Localized.foundationAlone)")
        print("package: \(Outlook.summary)")
        #if WIDGET_EXTENSION
        print("condition: WIDGET_EXTENSION")
        #endif
    }
}
