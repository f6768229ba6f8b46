import Foundation
import SwiftUI
import Testing
import WidgetArchive

private struct SchemeReporter: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    var body: some View {
        Text(verbatim: "\(colorScheme == .dark ? "dark" : "light") \(locale.identifier)")
    }
}

private struct AccentLevelKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    fileprivate var accentLevel: Int {
        get { self[AccentLevelKey.self] }
        set { self[AccentLevelKey.self] = newValue }
    }
}

private struct LevelReporter: View {
    @Environment(\.accentLevel) var level
    var body: some View { Text(verbatim: "level \(level)") }
}

private struct Bordered: ViewModifier {
    @Environment(\.accentLevel) var level
    func body(content: Content) -> some View {
        VStack {
            Text(verbatim: "modifier sees \(level)")
            content.padding(CGFloat(level))
        }
    }
}

@MainActor @Suite struct EnvironmentTests {
    @Test func rootEnvironmentReachesBodies() {
        let result = archive(SchemeReporter()) {
            $0.colorScheme = .dark; $0.locale = Locale(identifier: "ru_RU")
        }
        #expect(result.root.plainTexts == ["dark ru_RU"])
    }

    @Test func environmentModifierAppliesBelowOnly() {
        let view = VStack {
            SchemeReporter()
            SchemeReporter().environment(\.colorScheme, .dark)
        }
        #expect(archive(view).root.plainTexts == ["light en_US", "dark en_US"])
    }

    @Test func innermostEnvironmentWins() {
        let view = SchemeReporter().environment(\.colorScheme, .dark).environment(\.colorScheme, .light)
        #expect(archive(view).root.plainTexts == ["dark en_US"])
    }

    @Test func customKeysHaveDefaultsAndOverrides() {
        let view = VStack {
            LevelReporter(); LevelReporter().environment(\.accentLevel, 7)
        }
        #expect(archive(view).root.plainTexts == ["level 1", "level 7"])
    }

    @Test func customModifierBodySeesEnvironmentAndWrapsContent() {
        let view = LevelReporter().modifier(Bordered()).environment(\.accentLevel, 3)
        let root = archive(view).root
        #expect(root.plainTexts == ["modifier sees 3", "level 3"])
        #expect(root.modifiers.contains(.padding(EdgeInsetsValue(top: 3, leading: 3, bottom: 3, trailing: 3))))
    }

    @Test func environmentOutsideBodyIsTheDefault() {
        let reporter = SchemeReporter()
        #expect(reporter.colorScheme == .light)
    }

    @Test func fontAndColorInheritButInnerTextModifiersWin() throws {
        let view = VStack {
            Text("a")
            Text("b").font(.caption).foregroundColor(.red)
        }
        .font(.title)
        .foregroundColor(.blue)
        let texts = archive(view).root.texts
        #expect(texts[0].runs[0].font.size == 28)
        #expect(texts[0].runs[0].font.textStyle == "title")
        #expect(texts[1].runs[0].font.size == 12)
        #expect(rgba(texts[0].runs[0].foreground)?.blue == 1)
        #expect(try #require(rgba(texts[1].runs[0].foreground)).red == 1)
    }

    @Test func dynamicTypeScalesTextStyles() {
        let view = VStack {
            Text("a").font(.body); Text("b").font(.headline); Text("c").font(.system(size: 10))
        }
        let large = archive(view).root.texts.map { $0.runs[0].font }
        let xxxl = archive(view.dynamicTypeSize(.xxxLarge)).root.texts.map { $0.runs[0].font }
        #expect(large.map(\.size) == [17, 17, 10])
        #expect(xxxl.map(\.size) == [23, 23, 10])
        #expect(large[1].weight == .semibold)
    }

    @Test func colorSchemeSelectsSystemColorAppearance() throws {
        let light = try #require(rgba(archive(Color.red).root.shapeFill))
        let dark = try #require(rgba(archive(Color.red) { $0.colorScheme = .dark }.root.shapeFill))
        #expect(Int((light.green * 255).rounded()) == 59)
        #expect(Int((dark.green * 255).rounded()) == 69)
    }

    @Test func redactionMarksLeavesAndUnredactedOptsOut() {
        let view = VStack {
            Text("secret")
            Text("label").unredacted()
            Rectangle()
        }
        .redacted(reason: .placeholder)
        let leaves = archive(view).root.all.filter { $0.children.isEmpty }
        #expect(leaves.map(\.redaction) == [[.placeholder], nil, [.placeholder]])
    }

    @Test func privacyRedactionOnlyTouchesSensitiveViews() {
        let view = VStack {
            Text("balance").privacySensitive()
            Text("title")
        }
        .redacted(reason: .privacy)
        let texts = archive(view).root.all.filter { if case .text = $0.content { true } else { false } }
        #expect(texts.map(\.redaction) == [[.privacy], nil])
        #expect(texts.map(\.privacySensitive) == [true, nil])
    }
}

extension Node {
    var shapeFill: Paint {
        if case .shape(let s) = content, case .fill(let p, _) = s.drawing { return p }
        return .material("none")
    }
}
