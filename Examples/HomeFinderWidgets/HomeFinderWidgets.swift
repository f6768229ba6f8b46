//
//  HomeFinderWidgets.swift
//  HomeFinderWidgets
//
//  The widget extension's entry point.
//

import SwiftUI
import WidgetKit

@main
struct HomeFinderWidgets: WidgetBundle {
    var body: some Widget {
        ChannelsWidget()
        MarketWidget()
    }
}
