//
//  GameWidgets.swift
//  GameWidgets
//
//  The widget extension's entry point. A game app with several widgets groups them in a
//  WidgetBundle and marks the bundle, not the individual widgets, with @main.
//

import SwiftUI
import WidgetKit

@main
struct GameWidgets: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        GameStatusWidget()
        CharacterDetailWidget()
        LeaderboardWidget()
        WordWidget()
        APITourWidget()
        ScoreHistoryWidget()
    }
}
