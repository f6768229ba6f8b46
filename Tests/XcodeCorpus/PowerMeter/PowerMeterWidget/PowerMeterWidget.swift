//
//  PowerMeterWidget.swift
//  PowerMeterWidget
//

import SwiftUI
import WidgetKit

struct PowerEntry: TimelineEntry {
    let date: Date
    let devices: [PoweredDevice]
}

struct PowerProvider: TimelineProvider {
    func placeholder(in context: Context) -> PowerEntry {
        PowerEntry(date: Date(), devices: PoweredDevice.preview)
    }

    func getSnapshot(in context: Context, completion: @escaping (PowerEntry) -> Void) {
        completion(PowerEntry(date: Date(), devices: PoweredDevice.loadShared()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PowerEntry>) -> Void) {
        let entry = PowerEntry(date: Date(), devices: PoweredDevice.loadShared())
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
    }
}

/// A horizontal bar sized by the device's charge.
struct LevelBar: View {
    let device: PoweredDevice

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.primary.opacity(0.12))
                Capsule()
                    .fill(device.levelColor)
                    .frame(width: max(geometry.size.height, geometry.size.width * device.level))
            }
        }
        .frame(height: 8)
    }
}

struct PowerMeterEntryView: View {
    let entry: PowerEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall:
            HStack(spacing: 10) {
                ForEach(entry.devices.prefix(2)) { device in
                    Gauge(value: device.level) {
                        Image(systemName: device.kind.symbolName)
                    } currentValueLabel: {
                        Text(device.percentText)
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(device.levelColor)
                }
            }
        default:
            VStack(alignment: .leading, spacing: 10) {
                ForEach(entry.devices) { device in
                    HStack(spacing: 8) {
                        Image(systemName: device.kind.symbolName)
                            .frame(width: 22)
                        VStack(alignment: .leading, spacing: 3) {
                            HStack {
                                Text(device.name).font(.caption.weight(.medium))
                                if device.isCharging {
                                    Image(systemName: "bolt.fill")
                                        .font(.caption2)
                                        .foregroundColor(.green)
                                }
                                Spacer()
                                Text(device.percentText)
                                    .font(.caption.monospacedDigit())
                            }
                            if device.kind == .phone {
                                ProgressView(value: device.level)
                                    .tint(device.levelColor)
                            } else {
                                LevelBar(device: device)
                            }
                        }
                    }
                }
            }
        }
    }
}

@main
struct PowerMeterWidget: Widget {
    let kind = "PowerMeterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PowerProvider()) { entry in
            PowerMeterEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Batteries")
        .description("The charge of your devices.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
