//
//  WeatherWidget+EntryView.swift
//  WeatherWidgetExtension
//

import SwiftUI
import WidgetKit

struct WeatherWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: WeatherProvider.Entry

    var body: some View {
        switch family {
        case .systemMedium:
            HStack(spacing: 16) {
                current
                Divider().overlay(Color.white.opacity(0.5))
                HStack(spacing: 12) {
                    ForEach(entry.hourly) { hour in
                        VStack(spacing: 4) {
                            Text("\(hour.hour)h").font(.caption2)
                            Image(systemName: hour.condition.symbolName)
                                .symbolRenderingMode(.multicolor)
                            Text("\(hour.temperature)°").font(.caption.bold())
                        }
                    }
                }
            }
            .foregroundColor(.white)
        default:
            current.foregroundColor(.white)
        }
    }

    private var current: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.city)
                .font(.headline)
            Text("\(entry.temperature)°")
                .font(.system(size: 44, weight: .thin))
            Spacer(minLength: 0)
            Label(entry.condition.rawValue.capitalized, systemImage: entry.condition.symbolName)
                .font(.caption)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
