//
//  APITourSmallViews.swift
//  GameWidgets
//
//  systemSmall and systemMedium: text, images and the common modifiers.
//

import Foundation
import SwiftUI
import WidgetKit

struct TourSmallView: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: APITourEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .center, spacing: 6) {
                // Xcode's generated asset symbols (the AssetSymbols plugin in Package.swift).
                Image(.trophy)
                    .renderingMode(renderingMode == .fullColor ? .original : .template)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 24, height: 24)
                    .widgetAccentable()
                    .accessibilityLabel("Trophy")
                Text("Score: \(entry.score)")
                    .font(.system(size: 15, weight: .bold, design: .rounded))
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                    .layoutPriority(1)
            }
            (Text("Hi, ").bold() + Text(entry.playerName).italic() + Text("!").foregroundColor(.orange))
                .font(.subheadline)
            Text(verbatim: "Score: %d — verbatim, not localized")
                .font(.caption2)
                .foregroundStyle(.secondary)
                .truncationMode(.middle)
                .lineLimit(1)
            Spacer(minLength: 0)
            Text(entry.roundEnd, style: .timer)
                .font(.title3.monospacedDigit())
                .foregroundColor(Color(.colorPrimaryText))
            ProgressView(value: entry.ratio)
                .tint(.accent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct TourMediumView: View {
    @Environment(\.colorScheme) private var colorScheme
    let entry: APITourEntry

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Label("Trophies", systemImage: "trophy.fill")
                    .font(.headline)
                    .foregroundStyle(.accent)
                Label {
                    // A font the extension bundles (Fonts/, registered with the process as
                    // UIAppFonts would list it), by its PostScript name.
                    Text("Gold cup")
                        .font(.custom("ComicNeue-Bold", size: 15))
                } icon: {
                    Image(decorative: "Trophy")
                        .resizable()
                        .frame(width: 16, height: 16)
                }
                HStack(spacing: 4) {
                    if let data = entry.badgePNG, let badge = UIImage(data: data) {
                        Image(uiImage: badge)
                            .interpolation(.none)
                            .resizable()
                            .frame(width: 20, height: 20)
                            .clipShape(Circle())
                            .overlay(Circle().stroke(Color.white, lineWidth: 1))
                    } else {
                        Image(systemName: "questionmark.circle")
                    }
                    Image(systemName: "star.fill")
                        .foregroundColor(.yellow)
                        .shadow(color: .black.opacity(0.3), radius: 1, x: 0, y: 1)
                    Image(systemName: "bolt.fill")
                        .renderingMode(.template)
                        .foregroundColor(colorScheme == .dark ? .white : .purple)
                        .rotationEffect(.degrees(-15))
                }
                Spacer(minLength: 4)
                Text("The quick brown fox jumps over the lazy dog, twice.")
                    .font(.caption)
                    .lineLimit(2)
                    .multilineTextAlignment(.leading)
                    .kerning(0.5)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            Divider()

            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .trim(from: 0, to: entry.ratio)
                    .stroke(
                        AngularGradient(gradient: Gradient(colors: [.blue, .green, .blue]), center: .center),
                        style: StrokeStyle(lineWidth: 8, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                    .padding(4)
                Text("\(Int(entry.ratio * 100))%")
                    .font(.caption.bold())
                    // On the white capsule in dark mode too (the primary colour would be white).
                    .foregroundStyle(.black)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.white))
                    .offset(x: 2, y: 2)
            }
            .frame(width: 90, height: 90)
            .overlay(alignment: .topLeading) {
                Image(systemName: "clock")
                    .font(.caption2)
                    .scaleEffect(0.9)
            }
        }
    }
}
