//
//  main.swift
//  GameApp
//
//  The game that owns GameWidgets, as a command-line app. It does what the iOS game does
//  around its widgets: keeps the character's state in the App Group both share, asks WidgetKit
//  to reload the character widget after a push from the game server, lists the widgets the
//  user placed, and handles taps on them. Output lines start with a keyword so scripts and
//  tests can read them.
//

import Foundation
import WidgetKit

let characterKind = "com.mygame.character-detail"

/// Unbuffered, so a test reading a pipe sees each line as it happens.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ line: String) -> Never {
    FileHandle.standardError.write(Data(("GameApp: " + line + "\n").utf8))
    exit(1)
}

func format(_ health: Double) -> String { String(format: "%.2f", health) }

let usage = """
    usage: GameApp <command> [options]
      push --health <0-100> [--foreground]   store the character's health in the App Group and
                                             ask WidgetKit to reload \(characterKind)
      state                                  print what the App Group holds
      configurations                         print the widgets the user placed
      reload-all                             ask WidgetKit to reload every widget
      listen [--foreground] [--audio] [--navigation]
                                             report the app's state and print widget taps
                                             (OPENED <url>, ACTIVITY ...) until stdin closes
      (no command)                           as the host starts the app for a tap: listen,
                                             beginning with the tap it was started for
      help                                   this text
    """

var arguments = Array(CommandLine.arguments.dropFirst())
// The host starts an app with no arguments, as iOS launches it, when one of its widgets is
// tapped and it is not running: the app then runs as usual, and WidgetKit hands the tap to
// the handlers `listen` registers.
let command = arguments.isEmpty ? "listen" : arguments.removeFirst()

@MainActor func flag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
}

@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value") }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}

@MainActor func rejectLeftovers() {
    if !arguments.isEmpty { fail("unexpected arguments: \(arguments.joined(separator: " "))\n\(usage)") }
}

switch command {
case "push":
    // A push from the game server: the character took damage.
    guard let text = option("--health"), let percent = Double(text), (0...100).contains(percent) else {
        fail("push needs --health <0-100>")
    }
    let foreground = flag("--foreground")
    rejectLeftovers()
    if foreground { VitrineAppState.setForeground(true) }
    let state = CharacterState(health: percent / 100, updated: Date())
    do {
        let file = try SharedStore.save(state)
        if SharedStore.container == nil { say("NO-CONTAINER \(appGroup)") }
        say("STORED health=\(format(state.health)) group=\(appGroup)" + (file.map { " file=\($0.path)" } ?? ""))
    } catch {
        fail("cannot write the App Group: \(error)")
    }
    WidgetCenter.shared.reloadTimelines(ofKind: characterKind)
    say("RELOAD \(characterKind)")
    if foreground { VitrineAppState.setForeground(false) }

case "state":
    rejectLeftovers()
    if let container = SharedStore.container {
        say("CONTAINER \(container.path)")
    } else {
        say("NO-CONTAINER \(appGroup)")
    }
    if let state = SharedStore.loadFromDefaults() {
        say("DEFAULTS health=\(format(state.health)) updated=\(Int(state.updated.timeIntervalSince1970))")
    } else {
        say("DEFAULTS none")
    }
    if let state = SharedStore.loadFromFile() {
        say("FILE health=\(format(state.health)) updated=\(Int(state.updated.timeIntervalSince1970))")
    } else {
        say("FILE none")
    }

case "configurations":
    rejectLeftovers()
    do {
        let widgets = try await WidgetCenter.shared.currentConfigurations()
        for widget in widgets {
            say("WIDGET kind=\(widget.kind) family=\(widget.family)")
        }
        say("COUNT \(widgets.count)")
    } catch {
        say("ERROR \(error)")
        exit(1)
    }

case "reload-all":
    rejectLeftovers()
    WidgetCenter.shared.reloadAllTimelines()
    say("RELOAD-ALL")

case "listen":
    let foreground = flag("--foreground")
    let audio = flag("--audio")
    let navigation = flag("--navigation")
    rejectLeftovers()
    VitrineApp.onOpenURL { url in say("OPENED \(url.absoluteString)") }
    VitrineApp.onContinueUserActivity { activity in
        say("ACTIVITY kind=\(activity.kind) family=\(activity.family.map { "\($0)" } ?? "unknown")")
    }
    if foreground { VitrineAppState.setForeground(true) }
    if audio { VitrineAppState.setAudioSessionActive(true) }
    if navigation { VitrineAppState.setNavigationSessionActive(true) }
    say("LISTENING")

    // Leave like an app being closed: report the end of the sessions, then exit.
    let quit: @Sendable () -> Void = {
        if foreground { VitrineAppState.setForeground(false) }
        if audio { VitrineAppState.setAudioSessionActive(false) }
        if navigation { VitrineAppState.setNavigationSessionActive(false) }
        say("BYE")
        exit(0)
    }
    let signalSources = [SIGTERM, SIGINT].map { signalNumber in
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler(handler: quit)
        source.resume()
        return source
    }
    Thread.detachNewThread {
        while !FileHandle.standardInput.availableData.isEmpty {}
        DispatchQueue.main.async(execute: quit)
    }
    withExtendedLifetime(signalSources) { dispatchMain() }

case "help", "--help", "-h":
    say(usage)

default:
    fail("unknown command \(command)\n\(usage)")
}
