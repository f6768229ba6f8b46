import Intents
import WidgetKit

struct WeatherEntry: TimelineEntry {
    let date: Date
}
