//
//  APITourAccessoryViews.swift
//  GameWidgets
//
//  The Lock Screen families: circular, rectangular and inline.
//

import Foundation
import SwiftUI
import WidgetKit

struct TourCircularView: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: APITourEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Gauge(value: entry.ratio) {
                Image(systemName: "trophy.fill")
            } currentValueLabel: {
                Text("\(Int(entry.ratio * 100))")
            }
            .gaugeStyle(.accessoryCircular)
            .widgetAccentable(renderingMode == .accented)
        }
        .accessibilityLabel("Round progress")
    }
}

struct TourRectangularView: View {
    let entry: APITourEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Score: \(entry.score)")
                .font(.headline)
                .widgetAccentable()
            Text(entry.roundEnd, style: .relative)
                .font(.caption)
            ProgressView(timerInterval: entry.roundStart...entry.roundEnd, countsDown: true) {
                Text("Round")
            }
            .privacySensitive()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct TourInlineView: View {
    let entry: APITourEntry

    var body: some View {
        if #available(iOS 17.0, *) {
            Label("\(entry.score) points", systemImage: "trophy.fill")
        } else {
            Text("\(entry.score) points")
        }
    }
}
