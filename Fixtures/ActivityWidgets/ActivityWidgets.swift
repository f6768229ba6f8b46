//
//  ActivityWidgets.swift
//  ActivityWidgets
//
//  A bundle as most real ones are: widgets with a Live Activity between them.
//

import SwiftUI
import WidgetKit

@main
struct ActivityWidgets: WidgetBundle {
    var body: some Widget {
        NextMatchWidget()
        MatchActivityWidget()
        TableWidget()
    }
}
