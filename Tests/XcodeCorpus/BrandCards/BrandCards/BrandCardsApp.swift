//
//  BrandCardsApp.swift
//  BrandCards
//

import SwiftUI
import WidgetKit

@main
struct BrandCardsApp: App {
    @AppStorage("stamps", store: UserDefaults(suiteName: "group.com.beanhouse.brandcards")) private var stamps = 0

    var body: some Scene {
        WindowGroup {
            Button("Add stamp (\(stamps))") {
                stamps += 1
                WidgetCenter.shared.reloadAllTimelines()
            }
        }
    }
}
