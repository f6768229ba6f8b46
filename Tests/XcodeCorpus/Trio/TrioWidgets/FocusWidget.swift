//
//  FocusWidget.swift
//  TrioWidgets
//

import SwiftUI
import WidgetKit

struct FocusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FocusWidget", provider: HourlyProvider()) { entry in
            FocusView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                }
        }
        .configurationDisplayName("Focus")
        .description("Time left in your work block.")
        .supportedFamilies([.systemSmall])
    }
}

private struct FocusView: View {
    let entry: SimpleEntry

    private var blockEnd: Date {
        let hour = Calendar.current.component(.hour, from: entry.date)
        let endHour = hour < 12 ? 12 : (hour < 17 ? 17 : 24)
        return Calendar.current.date(bySettingHour: endHour % 24, minute: 0, second: 0, of: entry.date)
            .map { endHour == 24 ? $0.addingTimeInterval(86_400) : $0 } ?? entry.date
    }

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: "moon.circle.fill")
                .font(.title)
            Spacer()
            Text("Focus ends")
                .font(.caption)
                .opacity(0.8)
            Text(blockEnd, style: .time)
                .font(.title2.bold())
        }
        .foregroundColor(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
