//
//  CharacterDetailWidget.swift
//  GameWidgets
//
//  A character's health, after Apple's TimelineProvider documentation: below 100% the
//  character heals 25% an hour, so the provider knows the whole future up front.
//

import Foundation
import OSLog
import SwiftUI
import WidgetKit

private let characterLog = Logger(subsystem: "com.mygame.widgets", category: "CharacterDetail")

struct CharacterDetail {
    let name: String
    let avatar: String
    let url: URL

    static let panda = CharacterDetail(
        name: "Power Panda",
        avatar: "🐼",
        url: URL(string: "mygame://character/panda")!
    )
}

struct CharacterDetailEntry: TimelineEntry {
    var date: Date
    var healthLevel: Double
}

struct CharacterDetailProvider: TimelineProvider {
    /// Whether the health level is known locally (otherwise it would come from the server).
    var hasHealthLevel: Bool = true
    /// The level the game stored in the App Group, else a fixed starting level.
    var storedHealthLevel: Double = 0.25
    var currentHealthLevel: Double { SharedCharacterState.healthLevel ?? storedHealthLevel }
    /// When a dragon will challenge the character, if one is on its way.
    var dragonArrival: Date? = nil

    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), healthLevel: 0.75)
    }

    func getSnapshot(in context: Context, completion: @escaping (CharacterDetailEntry) -> Void) {
        let date = Date()
        let entry: CharacterDetailEntry
        if context.isPreview && !hasHealthLevel {
            entry = CharacterDetailEntry(date: date, healthLevel: 0.75)
        } else {
            entry = CharacterDetailEntry(date: date, healthLevel: currentHealthLevel)
        }
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CharacterDetailEntry>) -> Void) {
        var date = Date()
        var healthLevel = currentHealthLevel

        // Fully healed: nothing will change until the game tells WidgetKit otherwise
        // (WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail")).
        guard healthLevel < 1 else {
            let entry = CharacterDetailEntry(date: date, healthLevel: 1)
            completion(Timeline(entries: [entry], policy: .never))
            return
        }

        var entries: [CharacterDetailEntry] = []
        // Apple's sample loops `while healthLevel <= 1`, which never ends once the level is
        // clamped to 1; stop right after appending the 100% entry instead.
        while true {
            // Add the current health level for a given date.
            entries.append(CharacterDetailEntry(date: date, healthLevel: healthLevel))
            if healthLevel >= 1 { break }
            // Health recovers at 25 percent per hour, with a maximum of 100 percent.
            healthLevel = min(1, healthLevel + 0.25)
            // Move the date forward by 1 hour.
            date = Calendar.current.date(byAdding: .hour, value: 1, to: date)!
        }

        // The character's name is the player's data: redacted unless private logging is on.
        characterLog.info("\(entries.count) entries until \(CharacterDetail.panda.name, privacy: .private) is healed")

        // A dragon fight may change the health level: ask again right after it.
        if let dragonArrival {
            completion(Timeline(entries: entries, policy: .after(dragonArrival)))
            return
        }

        // Create the timeline and call the completion handler.
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct CharacterDetailWidget: Widget {
    let kind = "com.mygame.character-detail"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CharacterDetailProvider()) { entry in
            CharacterDetailView(entry: entry, character: .panda)
        }
        .configurationDisplayName("Character Details")
        .description("Displays your character's health and how long until it has fully recovered.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}

struct AvatarView: View {
    let character: CharacterDetail

    init(_ character: CharacterDetail) {
        self.character = character
    }

    var body: some View {
        Text(character.avatar)
            .font(.system(size: 34))
            .frame(width: 52, height: 52)
            .background(Circle().fill(Color.white.opacity(0.15)))
    }
}

struct CharacterDetailView: View {
    @Environment(\.widgetFamily) private var family
    var entry: CharacterDetailEntry
    var character: CharacterDetail

    /// When the character will be back at 100%, at 25% an hour.
    private var fullHealthDate: Date {
        let hours = ((1 - entry.healthLevel) / 0.25).rounded(.up)
        return entry.date.addingTimeInterval(hours * 3600)
    }

    @ViewBuilder
    var body: some View {
        if family == .accessoryCircular {
            Gauge(value: entry.healthLevel) {
                Text("HP")
            } currentValueLabel: {
                Text("\(Int(entry.healthLevel * 100))")
            }
            .gaugeStyle(.accessoryCircular)
            .widgetURL(character.url)
            .containerBackground(for: .widget) {
                AccessoryWidgetBackground()
            }
        } else {
            ZStack {
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        AvatarView(character)
                            .widgetURL(character.url)
                            .foregroundColor(.white)
                        if family == .systemMedium {
                            Text(character.name)
                                .font(.headline)
                        }
                    }
                    Text("Health \(Int(entry.healthLevel * 100))%")
                        .font(.subheadline.weight(.semibold))
                    ProgressView(value: entry.healthLevel)
                        .tint(entry.healthLevel < 0.5 ? .red : .green)
                    if entry.healthLevel < 1 {
                        HStack(spacing: 4) {
                            Text("Full in")
                            Text(fullHealthDate, style: .relative)
                        }
                        .font(.caption)
                    } else {
                        Text("Ready for battle")
                            .font(.caption)
                    }
                    Text(entry.date, style: .time)
                        .font(.caption2)
                        .foregroundColor(.white.opacity(0.7))
                }
                .foregroundColor(.white)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .containerBackground(for: .widget) {
                Color.gameBackground
            }
        }
    }
}

#Preview("Healing", as: .systemSmall) {
    CharacterDetailWidget()
} timeline: {
    CharacterDetailEntry(date: .now, healthLevel: 0.25)
    CharacterDetailEntry(date: .now.addingTimeInterval(3600), healthLevel: 0.5)
    CharacterDetailEntry(date: .now.addingTimeInterval(7200), healthLevel: 0.75)
    CharacterDetailEntry(date: .now.addingTimeInterval(10800), healthLevel: 1)
}

#Preview(as: .accessoryCircular) {
    CharacterDetailWidget()
} timelineProvider: {
    CharacterDetailProvider(storedHealthLevel: 0.5)
}
