//
//  HeadlinesWidget.swift
//  HeadlinesWidget
//

import SwiftUI
import WidgetKit

struct HeadlinesEntry: TimelineEntry {
    let date: Date
    let stories: [Story]
    let thumbnails: [String: UIImage]
}

struct HeadlinesProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeadlinesEntry {
        HeadlinesEntry(date: Date(), stories: Story.fallback, thumbnails: [:])
    }

    func getSnapshot(in context: Context, completion: @escaping (HeadlinesEntry) -> Void) {
        completion(makeEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeadlinesEntry>) -> Void) {
        completion(Timeline(entries: [makeEntry()], policy: .after(Date().addingTimeInterval(30 * 60))))
    }

    /// Images are read here: a widget's views cannot load anything themselves.
    private func makeEntry() -> HeadlinesEntry {
        let stories = StoryCache.stories()
        var thumbnails: [String: UIImage] = [:]
        for story in stories {
            if let image = StoryCache.thumbnail(for: story) { thumbnails[story.id] = image }
        }
        return HeadlinesEntry(date: Date(), stories: stories, thumbnails: thumbnails)
    }
}

struct StoryThumbnail: View {
    let image: UIImage?
    let size: CGFloat

    var body: some View {
        Group {
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            } else {
                Image(systemName: "newspaper.fill")
                    .font(.system(size: size * 0.45))
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.red.opacity(0.8))
            }
        }
        .frame(width: size, height: size)
        .clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}

struct HeadlinesEntryView: View {
    let entry: HeadlinesEntry
    @Environment(\.widgetFamily) private var family

    private var rowCount: Int { family == .systemLarge ? 4 : 2 }

    var body: some View {
        if family == .systemSmall, let top = entry.stories.first {
            VStack(alignment: .leading, spacing: 6) {
                StoryThumbnail(image: entry.thumbnails[top.id], size: 36)
                Text(top.section.uppercased())
                    .font(.caption2.bold())
                    .foregroundColor(.red)
                Text(top.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(3)
                Spacer(minLength: 0)
            }
            .widgetURL(top.deepLink)
        } else {
            VStack(alignment: .leading, spacing: 8) {
                Text("Top Stories")
                    .font(.headline)
                ForEach(entry.stories.prefix(rowCount)) { story in
                    Link(destination: story.deepLink) {
                        HStack(spacing: 8) {
                            StoryThumbnail(image: entry.thumbnails[story.id], size: 40)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(story.title)
                                    .font(.caption.weight(.semibold))
                                    .lineLimit(2)
                                Text(story.published, style: .relative)
                                    .font(.caption2)
                                    .foregroundColor(.secondary)
                            }
                            Spacer(minLength: 0)
                        }
                    }
                }
                Spacer(minLength: 0)
            }
        }
    }
}

@main
struct HeadlinesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "press.headlines.top", provider: HeadlinesProvider()) { entry in
            HeadlinesEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Top Stories")
        .description("The latest headlines.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
