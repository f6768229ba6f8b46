import Foundation
import Intents
// The plugin's generated entry point serves the host with WidgetKit's IntentsExtensionMain.
import WidgetKit

// The seed's second layout: an Intents extension built as its own executable, with no widgets
// and no entry point of its own (the IntentDefinitions plugin adds one that serves the host).
// Its options differ from the widget extension's own handler, so a test can tell which
// process answered: one section, "From the Intents extension", with Oslo and Paris.
// Searching "crash" aborts the process.
class IntentHandler: INExtension, ForecastIntentHandling {
    override func handler(for intent: INIntent) -> Any { self }

    func city(_ id: String, _ name: String, _ country: String) -> City {
        let city = City(identifier: id, display: name)
        city.country = country
        return city
    }

    func provideCityOptionsCollection(
        for intent: ForecastIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<City>?, Error?) -> Void
    ) {
        if searchTerm == "crash" { abort() }
        let cities = [city("oslo", "Oslo", "NO"), city("paris", "Paris", "FR")]
        completion(INObjectCollection(sections: [INObjectSection(title: "From the Intents extension", items: cities)]), nil)
    }

    func defaultCity(for intent: ForecastIntent) -> City? { city("oslo", "Oslo", "NO") }
}
