import Foundation
import IntentDefinitionGeneration
import Intents
import Testing

/// This target's principal class, declared at top level as an Intents extension's
/// `IntentHandler` is: the plugin finds it and names it on every generated intent.
final class WeatherIntentsExtension: INExtension {
    override func handler(for intent: INIntent) -> Any? { GeneratedIntentTests.IntentHandler() }
}

/// How generated code finds an intent's handler without the Objective-C runtime.
@Suite struct PrincipalClassTests {
    @Test func thePluginNamesTheTargetsINExtensionSubclassOnEachIntent() throws {
        let principal = try #require(CityWeatherIntent.principalExtensionClass)
        #expect(principal == WeatherIntentsExtension.self)
        // The class hands out a handler that answers the intent's options.
        let handler = principal.init().handler(for: CityWeatherIntent())
        #expect(handler is CityWeatherIntentHandling)
    }

    @Test func aHandWrittenIntentNamesNoPrincipalClass() {
        #expect(INIntent.principalExtensionClass == nil)
    }

    @Test func aStandAloneIntentsExtensionGetsAMainThatRegistersItsHandlerAndIntents() throws {
        let definition = try IntentDefinition(contentsOf: IntentDefinitionParsingTests.fixture)
        let source = IntentCodeGenerator(definition: definition, principalClass: "IntentHandler", generatesMain: true).source
        #expect(source.contains("@main\nenum VitrineIntentsExtensionMain {"))
        #expect(source.contains("INExtensionRegistry.register(IntentHandler.self, intents: [CityWeatherIntent.self])"))
        #expect(source.contains("IntentsExtensionMain.run()"))
        #expect(source.contains("public override class var principalExtensionClass: INExtension.Type? { IntentHandler.self }"))
        // A widget extension that has its own @main gets the principal class but no second entry point.
        let widgetTarget = IntentCodeGenerator(definition: definition, principalClass: "IntentHandler", generatesMain: false).source
        #expect(!widgetTarget.contains("@main"))
        #expect(widgetTarget.contains("{ IntentHandler.self }"))
        // Without a principal class there is nothing to register and no main.
        let bare = IntentCodeGenerator(definition: definition, generatesMain: true).source
        #expect(!bare.contains("@main") && !bare.contains("principalExtensionClass"))
    }
}
