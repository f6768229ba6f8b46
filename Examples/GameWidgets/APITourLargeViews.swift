//
//  APITourLargeViews.swift
//  GameWidgets
//
//  systemLarge: the type ramp, colours, gradients and shapes.
//

import Foundation
import SwiftUI
import WidgetKit

struct TourLargeView: View {
    let entry: APITourEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .top, spacing: 10) {
                TypeRampView()
                    .frame(maxWidth: .infinity, alignment: .leading)
                VStack(alignment: .trailing, spacing: 8) {
                    ColorSwatchesView()
                    ShapesView(ratio: entry.ratio)
                }
            }
            Divider()
            GradientsView()
                .frame(height: 44)
        }
    }
}

/// Eleven children in one builder, one per text style.
struct TypeRampView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Title 2").font(.title2)
            Text("Title 3").font(.title3)
            Text("Headline").font(.headline)
            Text("Subheadline").font(.subheadline)
            Text("Body").font(.body)
            Text("Callout").font(.callout)
            Text("Footnote").font(.footnote).tracking(2)
            Text("Caption").font(.caption).italic()
            Text("Caption 2").font(.caption2).fontWeight(.heavy)
            Text("x") + Text("2").font(.caption2).baselineOffset(6)
        }
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .foregroundColor(Color("ColorPrimaryText"))
    }
}

struct ColorSwatchesView: View {
    private let systemColors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]

    var body: some View {
        VStack(alignment: .trailing, spacing: 4) {
            HStack(spacing: 2) {
                ForEach(0..<systemColors.count, id: \.self) { index in
                    systemColors[index]
                        .frame(width: 6, height: 14)
                }
            }
            .cornerRadius(3)
            HStack(spacing: 4) {
                Color(red: 0.93, green: 0.90, blue: 0.86, opacity: 1)
                    .frame(width: 14, height: 14)
                    .border(Color.gray, width: 0.5)
                Color(red: 0.2, green: 0.4, blue: 0.8, opacity: 0.5)
                    .frame(width: 14, height: 14)
                Color("AccentColor")
                    .frame(width: 14, height: 14)
                Text("Aa").foregroundColor(.primary)
                Text("Aa").foregroundColor(.secondary)
                Text("Aa").foregroundStyle(.tertiary)
            }
            .font(.caption2)
        }
    }
}

struct ShapesView: View {
    let ratio: Double

    var body: some View {
        VStack(alignment: .trailing, spacing: 6) {
            HStack(spacing: 6) {
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: 18, height: 18)
                RoundedRectangle(cornerRadius: 6, style: .continuous)
                    .stroke(Color.orange, lineWidth: 2)
                    .frame(width: 18, height: 18)
                Circle()
                    .strokeBorder(Color.green, lineWidth: 3)
                    .frame(width: 18, height: 18)
                Capsule()
                    .fill(Color.pink)
                    .frame(width: 28, height: 12)
                Ellipse()
                    .stroke(Color.purple, style: StrokeStyle(lineWidth: 2, dash: [3, 2]))
                    .frame(width: 24, height: 14)
            }
            HStack(spacing: 6) {
                ContainerRelativeShape()
                    .fill(Color.teal.opacity(0.6))
                    .frame(width: 30, height: 30)
                Circle()
                    .trim(from: 0, to: ratio)
                    .stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .rotationEffect(Angle(radians: -.pi / 2))
                    .frame(width: 30, height: 30)
                Rectangle()
                    .fill(Color.indigo)
                    .frame(width: 30, height: 30)
                    .mask {
                        Circle()
                            .padding(4)
                    }
                Image("Trophy")
                    .resizable()
                    .scaledToFill()
                    .frame(width: 30, height: 20)
                    .clipped()
                    .blur(radius: 0.5)
            }
        }
    }
}

struct GradientsView: View {
    var body: some View {
        HStack(spacing: 8) {
            LinearGradient(
                gradient: Gradient(colors: [Color("ColorBg"), Color("AccentColor")]),
                startPoint: .leading,
                endPoint: .trailing
            )
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            RadialGradient(
                gradient: Gradient(colors: [.yellow, .orange, .red]),
                center: .center,
                startRadius: 2,
                endRadius: 30
            )
            .clipShape(Circle())
            .aspectRatio(1, contentMode: .fit)
            AngularGradient(
                gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]),
                center: .center,
                startAngle: .degrees(0),
                endAngle: .degrees(360)
            )
            .mask(Capsule())
            Rectangle()
                .fill(
                    LinearGradient(
                        gradient: Gradient(stops: [
                            .init(color: .black, location: 0),
                            .init(color: .white, location: 0.7),
                        ]),
                        startPoint: .top,
                        endPoint: .bottom
                    )
                )
                .opacity(0.8)
                .frame(width: 40)
        }
    }
}
