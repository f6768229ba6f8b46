import SwiftUI
import WidgetKit

// ViewThatFits, the rendering mode, and a removable background (StandBy, Lock Screen).

struct MoonEntry: TimelineEntry {
    let date: Date
    let phase: String
    let illumination: Double
}

struct MoonProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoonEntry { MoonEntry(date: Date(), phase: "Full Moon", illumination: 1) }
    func getSnapshot(in context: Context, completion: @escaping (MoonEntry) -> Void) {
        completion(MoonEntry(date: Date(), phase: "Waxing Gibbous", illumination: 0.82))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MoonEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .atEnd)) }
    }
}

struct MoonView: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    let entry: MoonEntry

    var body: some View {
        ViewThatFits {
            HStack(spacing: 12) {
                moon(size: 64)
                details
            }
            VStack(spacing: 6) {
                moon(size: 44)
                Text(entry.phase).font(.caption.bold()).multilineTextAlignment(.center)
            }
        }
    }

    private var details: some View {
        VStack(alignment: .leading) {
            Text(entry.phase).font(.headline)
            Text("\(Int(entry.illumination * 100))% illuminated").font(.caption)
        }
    }

    private func moon(size: CGFloat) -> some View {
        ZStack {
            Circle().fill(renderingMode == .fullColor ? Color.yellow.opacity(0.9) : Color.white)
            Circle()
                .fill(showsBackground ? Color.indigo : Color.black)
                .offset(x: size * CGFloat(entry.illumination))
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .widgetAccentable()
    }
}

@main
struct MoonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Moon", provider: MoonProvider()) { entry in
            MoonView(entry: entry)
                .foregroundColor(.white)
                .containerBackground(Color.indigo, for: .widget)
        }
        .configurationDisplayName("Moon")
        .supportedFamilies([.systemSmall, .systemMedium])
        .containerBackgroundRemovable(false)
    }
}
