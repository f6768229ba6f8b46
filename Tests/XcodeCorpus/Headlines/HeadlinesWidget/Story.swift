//
//  Story.swift
//  HeadlinesWidget
//

import Foundation
import UIKit

struct Story: Identifiable, Codable {
    let id: String
    let section: String
    let title: String
    let published: Date
    /// File name of the thumbnail the app downloaded into the App Group container.
    let thumbnail: String?

    var deepLink: URL { URL(string: "headlines://story/\(id)")! }
}

enum StoryCache {
    static let groupIdentifier = "group.press.headlines"

    private static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)
    }

    /// The stories the app saved on its last refresh, newest first.
    static func stories() -> [Story] {
        guard let url = containerURL?.appendingPathComponent("stories.json"),
              let data = try? Data(contentsOf: url)
        else { return Story.fallback }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode([Story].self, from: data)) ?? Story.fallback
    }

    /// The story's thumbnail from the shared container, if the app has downloaded it.
    static func thumbnail(for story: Story) -> UIImage? {
        guard let name = story.thumbnail,
              let url = containerURL?.appendingPathComponent("Thumbnails", isDirectory: true).appendingPathComponent(name)
        else { return nil }
        // Widgets have a tight memory budget: keep thumbnails no wider than the row shows them.
        return UIImage(contentsOfFile: url.path)?.resized(toWidth: 120)
    }
}

extension UIImage {
    /// A copy at most `width` points wide, with the same proportions.
    func resized(toWidth width: CGFloat) -> UIImage {
        guard size.width > width else { return self }
        let target = CGSize(width: width, height: (size.height * width / size.width).rounded())
        let format = UIGraphicsImageRendererFormat.default()
        format.opaque = true
        return UIGraphicsImageRenderer(size: target, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: target))
        }
    }
}

extension Story {
    static let fallback: [Story] = [
        Story(id: "a1", section: "Science", title: "Comet makes closest pass in 80,000 years", published: Date().addingTimeInterval(-1_800), thumbnail: "a1.jpg"),
        Story(id: "b2", section: "City", title: "New tram line opens ahead of schedule", published: Date().addingTimeInterval(-5_400), thumbnail: nil),
        Story(id: "c3", section: "Sport", title: "Underdogs reach the cup final", published: Date().addingTimeInterval(-9_000), thumbnail: "c3.jpg"),
        Story(id: "d4", section: "Business", title: "Chipmaker posts record quarter", published: Date().addingTimeInterval(-14_000), thumbnail: nil),
    ]
}
