//
//  BigBundle.swift
//  CompatibilityTests
//
//  A bundle with twelve widgets (more than the iOS 14 builder's five) and a Lock Screen
//  section behind `if #available`, plus the iOS 14 workaround of splicing one bundle into
//  another with `.body`. (A test target has no @main.)
//

import SwiftUI
import WidgetKit

struct BigBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        MyWidget()
        EmojiWidget()
        CountdownWidget()
        StepsWidget()
        LiteralNamesWidget()
        TextNamesWidget()
        MarginsWidget()
        BackgroundSessionWidget()
        TaskWidget()
        QuoteWidget()
        PlaceholderWidget()
        GreetingWidget()
        if #available(iOS 16.0, *) {
            LockScreenCircularWidget()
            LockScreenRectangularWidget()
            LockScreenInlineWidget()
        }
    }
}

struct NestedBundle: WidgetBundle {
    var body: some Widget {
        SmallBundle().body
        GreetingWidget()
    }
}

struct GreetingEntry: TimelineEntry {
    let date: Date
    let names: [String]
}

struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry {
        GreetingEntry(date: Date(), names: ["Ada", "Grace"])
    }

    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GreetingWidget", provider: GreetingProvider()) { entry in
            VStack(alignment: .leading) {
                ForEach(entry.names, id: \.self) { name in
                    Text("Hello, \(name)!")
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Greeting")
        .description("Says hello.")
    }
}
