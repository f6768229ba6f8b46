import Foundation
import Intents

#if canImport(Glibc)
import Glibc
#endif

// The intent handler inside the widget extension (the seed's first layout): the plugin finds
// this INExtension subclass and names it on every generated intent.
//
// Faults for the host's tests, chosen by the search text a person types:
// - "hang":  never calls the completion handler (the extension answers a timeout itself);
// - "block": stops the whole process (SIGSTOP), so nothing answers (the host kills it);
// - "crash": the process aborts.
// CONFIGURABLE_DEFAULT=crash makes `defaultCity` abort; =none makes it answer nil.
class IntentHandler: INExtension, ForecastIntentHandling, ForecastTwoIntentHandling {
    override func handler(for intent: INIntent) -> Any { self }

    static let cities: [(section: String, id: String, name: String, country: String)] = [
        ("Europe", "paris", "Paris", "FR"), ("Europe", "lisbon", "Lisbon", "PT"), ("Asia", "tokyo", "Tokyo", "JP"),
    ]

    static func city(_ id: String) -> City? {
        guard let found = cities.first(where: { $0.id == id }) else { return nil }
        let city = City(identifier: found.id, display: found.name)
        city.country = found.country
        return city
    }

    static func options(searchTerm: String?, completion: @escaping (INObjectCollection<City>?, Error?) -> Void) {
        switch searchTerm {
        case "hang": return
        case "block":
            // The stop is process-directed: another thread may take it while this one runs on
            // and answers, so this thread never goes on.
            kill(getpid(), SIGSTOP)
            while true { pause() }
        case "crash":
            FileHandle.standardError.write(Data("ConfigurableExtension: crashing in provideCityOptionsCollection as asked\n".utf8))
            abort()
        default: break
        }
        let term = searchTerm?.lowercased() ?? ""
        let matching = cities.filter { term.isEmpty || $0.name.lowercased().contains(term) || $0.id.contains(term) }
        let sections = ["Europe", "Asia"].compactMap { title -> INObjectSection<City>? in
            let items = matching.filter { $0.section == title }.compactMap { city($0.id) }
            return items.isEmpty ? nil : INObjectSection(title: title, items: items)
        }
        completion(INObjectCollection(sections: sections), nil)
    }

    static func defaultCity() -> City? {
        switch ProcessInfo.processInfo.environment["CONFIGURABLE_DEFAULT"] {
        case "crash": abort()
        case "none": return nil
        default: return city("lisbon")
        }
    }

    func provideCityOptionsCollection(
        for intent: ForecastIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<City>?, Error?) -> Void
    ) {
        Self.options(searchTerm: searchTerm, completion: completion)
    }

    func defaultCity(for intent: ForecastIntent) -> City? { Self.defaultCity() }

    func provideCityOptionsCollection(
        for intent: ForecastTwoIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<City>?, Error?) -> Void
    ) {
        Self.options(searchTerm: searchTerm, completion: completion)
    }

    func defaultCity(for intent: ForecastTwoIntent) -> City? { Self.defaultCity() }
}
