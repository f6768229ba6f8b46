import SwiftUI
import WidgetKit

// A sparkline drawn with Canvas.

struct HeartEntry: TimelineEntry {
    let date: Date
    let samples: [Double]
}

struct HeartProvider: TimelineProvider {
    static let samples: [Double] = [62, 64, 70, 68, 75, 90, 84, 78, 72, 69, 66, 71]
    func placeholder(in context: Context) -> HeartEntry { HeartEntry(date: Date(), samples: Self.samples) }
    func getSnapshot(in context: Context, completion: @escaping (HeartEntry) -> Void) {
        completion(HeartEntry(date: Date(), samples: Self.samples))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HeartEntry>) -> Void) {
        completion(Timeline(entries: [HeartEntry(date: Date(), samples: Self.samples)], policy: .atEnd))
    }
}

struct Sparkline: View {
    let values: [Double]

    var body: some View {
        Canvas { context, size in
            guard let low = values.min(), let high = values.max(), values.count > 1 else { return }
            let step = size.width / CGFloat(values.count - 1)
            func point(_ index: Int) -> CGPoint {
                CGPoint(x: CGFloat(index) * step, y: size.height - CGFloat((values[index] - low) / (high - low)) * size.height)
            }
            var path = Path()
            path.move(to: point(0))
            for index in values.indices.dropFirst() { path.addLine(to: point(index)) }
            context.stroke(path, with: .color(.red), lineWidth: 2)
            let peak = values.firstIndex(of: high)!
            context.fill(Path(ellipseIn: CGRect(x: point(peak).x - 3, y: point(peak).y - 3, width: 6, height: 6)), with: .color(.red))
        }
    }
}

@main
struct SparklineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HeartRate", provider: HeartProvider()) { entry in
            VStack(alignment: .leading) {
                Label("Heart Rate", systemImage: "heart.fill").font(.caption).foregroundColor(.red)
                Text("\(Int(entry.samples.last ?? 0)) BPM").font(.title2.bold())
                Sparkline(values: entry.samples).padding(.vertical, 4)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Heart Rate")
        .supportedFamilies([.systemSmall])
    }
}
