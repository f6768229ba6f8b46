//
//  HabitWidget.swift
//  TrioWidgets
//

import SwiftUI
import WidgetKit

struct HabitWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HabitWidget", provider: HourlyProvider()) { entry in
            HabitGrid(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .contentMarginsDisabled()
        .configurationDisplayName("Habits")
        .description("This week's check-ins, edge to edge.")
        .supportedFamilies([.systemMedium])
    }
}

private struct HabitGrid: View {
    let entry: SimpleEntry
    private let habits = ["Read", "Run", "Stretch"]
    private let days = ["M", "T", "W", "T", "F", "S", "S"]

    private func done(_ habit: Int, _ day: Int) -> Bool {
        (habit * 3 + day * 5) % 4 != 0
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.clear.frame(width: 64)
                ForEach(days.indices, id: \.self) { day in
                    Text(days[day])
                        .font(.caption2.bold())
                        .frame(maxWidth: .infinity)
                }
            }
            .padding(.vertical, 6)
            .background(Color.green.opacity(0.15))
            ForEach(habits.indices, id: \.self) { habit in
                HStack(spacing: 0) {
                    Text(habits[habit])
                        .font(.caption)
                        .frame(width: 64, alignment: .leading)
                        .padding(.leading, 12)
                    ForEach(days.indices, id: \.self) { day in
                        Image(systemName: done(habit, day) ? "checkmark.circle.fill" : "circle")
                            .foregroundColor(done(habit, day) ? .green : .secondary)
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(maxHeight: .infinity)
                Divider()
            }
        }
    }
}
