import SwiftUI
import UIKit
import WidgetKit

// The app saves a photo into the App Group; the widget loads it with UIImage(contentsOfFile:)
// and falls back to a bundled placeholder colour when there is none yet.

enum PhotoStore {
    static let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.photos")!

    static var latestPhotoURL: URL { container.appendingPathComponent("latest.png") }

    static func latestPhoto() -> UIImage? {
        UIImage(contentsOfFile: latestPhotoURL.path)
    }
}

struct PhotoEntry: TimelineEntry {
    let date: Date
    let image: UIImage?
    let caption: String
}

struct PhotoProvider: TimelineProvider {
    func placeholder(in context: Context) -> PhotoEntry { PhotoEntry(date: Date(), image: nil, caption: "Memories") }

    func getSnapshot(in context: Context, completion: @escaping (PhotoEntry) -> Void) {
        completion(PhotoEntry(date: Date(), image: PhotoStore.latestPhoto(), caption: "Lisbon, 2026"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoEntry>) -> Void) {
        getSnapshot(in: context) { entry in
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(6 * 3600))))
        }
    }
}

struct PhotoView: View {
    let entry: PhotoEntry

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            if let image = entry.image {
                Image(uiImage: image)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            } else {
                LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            }
            Text(entry.caption)
                .font(.caption.bold())
                .foregroundColor(.white)
                .padding(8)
                .shadow(radius: 2)
        }
    }
}

@main
struct PhotoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Photo", provider: PhotoProvider()) { entry in
            PhotoView(entry: entry)
                .containerBackground(for: .widget) { Color.black }
        }
        .configurationDisplayName("Photo")
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall, .systemLarge])
    }
}
