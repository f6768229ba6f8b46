import Intents

// The extension handles its own intent (the seed's second layout): dynamic stop options.
class IntentHandler: INExtension, SelectStopIntentHandling {
    override func handler(for intent: INIntent) -> Any {
        return self
    }

    func provideStopOptionsCollection(for intent: SelectStopIntent, with completion: @escaping (INObjectCollection<Stop>?, Error?) -> Void) {
        let stops = [("cais", "Cais do Sodré", "3"), ("rossio", "Rossio", "1")].map { id, name, platform -> Stop in
            let stop = Stop(identifier: id, display: name)
            stop.platform = platform
            return stop
        }
        completion(INObjectCollection(items: stops), nil)
    }

    func defaultStop(for intent: SelectStopIntent) -> Stop? {
        let stop = Stop(identifier: "cais", display: "Cais do Sodré")
        stop.platform = "3"
        return stop
    }
}
