//
//  main.swift
//  HomeFinderApp
//
//  The app of seed 003's configurable widget, as a command-line app: it writes the channel
//  list and icons its server would send into the App Group (where the Intents extension and the
//  widget read them), and handles taps: a tile's link opens its channel; a tap anywhere else on
//  a configured widget continues a user activity that carries the widget's configuration, as
//  the seed says iOS does. Output lines start with a keyword so tests can read them.
//

import Foundation
import HomeFinderKit
import WidgetKit

func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

func fail(_ line: String) -> Never {
    FileHandle.standardError.write(Data(("HomeFinderApp: " + line + "\n").utf8))
    exit(1)
}

let usage = """
    usage: HomeFinderApp <command>
      setup [--without CHANNEL…]   write the channel list and icons into the App Group
                                   (--without leaves channels out, as a server could)
      configurations               print each placed widget's configuration
      listen                       print widget taps (OPENED <url>, ACTIVITY …) until stdin closes
      (no command)                 as the host starts the app for a tap: listen
    """

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "listen" : arguments.removeFirst()

switch command {
case "setup":
    guard let container = ChannelCatalog.container else { fail("no App Group container: run me with `vitrine apps run`") }
    var left = Set<String>()
    if let index = arguments.firstIndex(of: "--without") { left = Set(arguments[(index + 1)...]) }
    let channels = ChannelCatalog.standard.filter { !left.contains($0.id) }
    let icons = container.appendingPathComponent("icons")
    do {
        try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
        for channel in channels {
            guard let source = Bundle.module.url(forResource: channel.icon, withExtension: nil, subdirectory: "Icons") else {
                fail("the app's resources lack \(channel.icon)")
            }
            let target = icons.appendingPathComponent(channel.icon)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: source, to: target)
        }
        try ChannelCatalog.save(channels, to: container)
    } catch {
        fail("cannot write the App Group: \(error)")
    }
    say("CHANNELS \(channels.map(\.id).joined(separator: ","))")
    // New channels change what the widgets can show: ask WidgetKit to reload them.
    WidgetCenter.shared.reloadTimelines(ofKind: "com.vitrine.examples.homefinder.channels")

case "configurations":
    let done = DispatchSemaphore(value: 0)
    WidgetCenter.shared.getCurrentConfigurations { result in
        switch result {
        case .success(let widgets):
            for widget in widgets {
                let configuration = (widget.configuration as? ChannelsConfigurationIntent).map(describe) ?? "none"
                say("WIDGET \(widget.kind) \(widget.family) \(configuration)")
            }
        case .failure(let error):
            say("ERROR \(error)")
        }
        done.signal()
    }
    done.wait()

case "listen":
    VitrineApp.onOpenURL { url in say("OPENED \(url.absoluteString)") }
    VitrineApp.onContinueUserActivity { activity in
        let configuration = activity.widgetConfigurationIntent(of: ChannelsConfigurationIntent.self).map(describe) ?? "none"
        say("ACTIVITY kind=\(activity.kind) family=\(activity.family.map { "\($0)" } ?? "unknown") configuration=\(configuration)")
    }
    say("LISTENING")
    // Leave like an app being closed: when the host (or a test) closes stdin, or on SIGTERM.
    signal(SIGTERM, SIG_IGN)
    let terminate = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
    terminate.setEventHandler { exit(0) }
    terminate.resume()
    Thread.detachNewThread {
        while !FileHandle.standardInput.availableData.isEmpty {}
        exit(0)
    }
    withExtendedLifetime(terminate) { dispatchMain() }

default:
    print(usage)
    exit(command == "help" ? 0 : 2)
}

/// `channels=new,rent layout=grid`
func describe(_ intent: ChannelsConfigurationIntent) -> String {
    let channels = (intent.channels ?? []).compactMap(\.identifier).joined(separator: ",")
    let layout =
        switch intent.layout {
        case .grid: "grid"
        case .list: "list"
        default: "unknown"
        }
    return "channels=\(channels) layout=\(layout)"
}
