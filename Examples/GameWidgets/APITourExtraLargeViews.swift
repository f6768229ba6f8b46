//
//  APITourExtraLargeViews.swift
//  GameWidgets
//
//  systemExtraLarge: dates and formatters, redaction, padding and background forms, and
//  the interactive views WidgetKit ignores.
//

import Foundation
import SwiftUI
import WidgetKit

struct TourExtraLargeView: View {
    let entry: APITourEntry

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 12) {
                DateStylesView(entry: entry)
                    .card()
                RedactionView(entry: entry)
                    .card(cornerRadius: 14)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(alignment: .leading, spacing: 12) {
                TourLargeView(entry: entry)
                PaddingAndBackgroundView()
                IgnoredControlsView()
            }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

/// Every Text date style, timer text and progress, and the formatter-based initialisers.
struct DateStylesView: View {
    let entry: APITourEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text("Dates").font(.headline)
            Text(entry.date, style: .time)
            Text(entry.date, style: .date)
            Text(entry.roundEnd, style: .relative)
            Text(entry.roundEnd, style: .offset)
            Text(entry.roundStart, style: .timer)
            Text(timerInterval: entry.roundStart...entry.roundEnd, countsDown: true)
                .monospacedDigit()
            ProgressView(timerInterval: entry.roundStart...entry.roundEnd, countsDown: false)
            Text(NSNumber(value: entry.score), formatter: TourFormatters.scoreFormatter())
            Text(entry.ratio, format: .percent)
            Text(entry.score, format: .number)
                .id("score-\(entry.score)")
        }
        .font(.footnote)
    }
}

/// Placeholder redaction, the parts exempt from it, and privacy-sensitive content.
struct RedactionView: View {
    let entry: APITourEntry

    private var bonus: Int? { entry.score > 1_000 ? entry.score / 100 : nil }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Always visible")
                .unredacted()
            Text("Redacted like a placeholder")
                .redacted(reason: .placeholder)
            Text("Account 1234-5678")
                .privacySensitive()
            if let bonus {
                AnyView(Text("Bonus +\(bonus)").foregroundColor(.green))
            } else {
                EmptyView()
            }
        }
        .font(.caption)
    }
}

/// Each padding form, and background/overlay with views and with shape styles.
struct PaddingAndBackgroundView: View {
    var body: some View {
        HStack(spacing: 6) {
            Text("all")
                .padding()
                .background(Color.yellow)
            Text("8")
                .padding(8)
                .background(.orange)
            Text("h12")
                .padding(.horizontal, 12)
                .background(.blue.opacity(0.3), in: RoundedRectangle(cornerRadius: 4))
            Text("top")
                .padding(.top)
                .background(alignment: .bottom) {
                    Rectangle().fill(Color.red).frame(height: 2)
                }
            Text("lb4")
                .padding([.leading, .bottom], 4)
                .overlay(Color.green.opacity(0.2))
            Text("insets")
                .padding(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
                .overlay(Text("•").font(.caption2), alignment: .topTrailing)
                .overlay(.purple.opacity(0.15))
                .fixedSize()
        }
        .font(.caption2)
        .lineLimit(1)
    }
}

/// Views WidgetKit draws but does not make interactive (or does not draw at all).
struct IgnoredControlsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Button(action: { print("never called in a widget") }) {
                Label("Play", systemImage: "play.fill")
            }
            Toggle(isOn: .constant(true)) {
                Text("Notifications")
            }
            TextField("Name", text: .constant("Ada"))
            ScrollView {
                Text("Scrolling is not available in widgets")
            }
            .frame(height: 20)
        }
        .font(.caption)
    }
}
