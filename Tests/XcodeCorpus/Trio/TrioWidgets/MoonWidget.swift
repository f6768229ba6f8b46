//
//  MoonWidget.swift
//  TrioWidgets
//

import SwiftUI
import WidgetKit

struct MoonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MoonWidget", provider: HourlyProvider()) { entry in
            MoonView(entry: entry)
                .containerBackground(Color.black, for: .widget)
        }
        .configurationDisplayName("Moon")
        .description("Tonight's phase.")
        .supportedFamilies([.systemSmall, .accessoryInline])
    }
}

private struct MoonView: View {
    let entry: SimpleEntry
    @Environment(\.widgetFamily) private var family

    /// Days since the new moon of 6 Jan 2000, modulo a synodic month.
    private var age: Double {
        let days = entry.date.timeIntervalSince(Date(timeIntervalSince1970: 947_182_440)) / 86_400
        return days.truncatingRemainder(dividingBy: 29.530588)
    }

    private var phase: (name: String, symbol: String) {
        switch age {
        case ..<1.85: return ("New Moon", "moonphase.new.moon")
        case ..<5.54: return ("Waxing Crescent", "moonphase.waxing.crescent")
        case ..<9.23: return ("First Quarter", "moonphase.first.quarter")
        case ..<12.92: return ("Waxing Gibbous", "moonphase.waxing.gibbous")
        case ..<16.61: return ("Full Moon", "moonphase.full.moon")
        case ..<20.30: return ("Waning Gibbous", "moonphase.waning.gibbous")
        case ..<23.99: return ("Last Quarter", "moonphase.last.quarter")
        case ..<27.68: return ("Waning Crescent", "moonphase.waning.crescent")
        default: return ("New Moon", "moonphase.new.moon")
        }
    }

    var body: some View {
        if family == .accessoryInline {
            Label(phase.name, systemImage: phase.symbol)
        } else {
            VStack(spacing: 8) {
                Image(systemName: phase.symbol)
                    .font(.system(size: 52))
                    .foregroundColor(.yellow)
                Text(phase.name)
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(.white)
                Text("Day \(Int(age)) of 29")
                    .font(.caption2)
                    .foregroundColor(.gray)
            }
        }
    }
}
