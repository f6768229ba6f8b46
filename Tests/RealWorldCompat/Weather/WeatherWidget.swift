//
//  WeatherWidget.swift
//  WeatherWidgetExtension
//

import SwiftUI
import WidgetKit

@main
struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Weather")
        .description("Current conditions for your city.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
