import Foundation
import Testing
import WidgetArchive

@testable import SwiftUI

@MainActor @Suite struct TextTests {
    func runs(_ text: Text) -> [TextRun] {
        archive(text).root.texts.first?.runs ?? []
    }

    @Test func interpolationFormatsLikeIOS() {
        let score = 42
        let ratio = 3.5
        #expect(archive(Text("Score: \(score)")).root.plainTexts == ["Score: 42"])
        #expect(archive(Text("\(ratio)")).root.plainTexts == ["3.500000"])
        #expect(archive(Text("\(ratio, specifier: "%.1f") km")).root.plainTexts == ["3.5 km"])
        #expect(archive(Text("50% off")).root.plainTexts == ["50% off"])
        #expect(archive(Text("\(score)% done")).root.plainTexts == ["42% done"])
    }

    @Test func verbatimIsNotLocalized() {
        #expect(archive(Text(verbatim: "%@ %lld")).root.plainTexts == ["%@ %lld"])
    }

    @Test func concatenationKeepsPerRunStyles() throws {
        let text = Text("Bold").bold() + Text(" plain") + Text(" red").foregroundColor(.red).italic()
        let r = runs(text.font(.caption))
        #expect(r.count == 3)
        #expect(r[0].font.weight == .bold)
        #expect(r[1].font.weight == .regular)
        #expect(r[2].font.italic)
        #expect(r.allSatisfy { $0.font.size == 12 })
        #expect(try #require(rgba(r[2].foreground)).red == 1)
        #expect(try #require(rgba(r[0].foreground)).red == 0)
    }

    @Test func interpolatedTextKeepsItsStyle() {
        let r = runs(Text("Hello \(Text("you").bold())!"))
        #expect(r.map { $0.font.weight } == [.regular, .bold, .regular])
        #expect(archive(Text("Hello \(Text("you").bold())!")).root.plainTexts == ["Hello you!"])
    }

    @Test func datesStayDynamic() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let r = runs(Text(date, style: .relative))
        guard case .date(let d) = r.first?.content, case .styled(let stored, let style) = d.kind else {
            Issue.record("expected a date run"); return
        }
        #expect(stored == date)
        #expect(style == .relative)
        #expect(d.localeIdentifier == "en_US")

        let timer = runs(Text(timerInterval: date...date.addingTimeInterval(60), countsDown: false))
        guard case .date(let t) = timer.first?.content, case .timer(_, let end, _, let down, _) = t.kind else {
            Issue.record("expected a timer run"); return
        }
        #expect(end == date.addingTimeInterval(60))
        #expect(down == false)
    }

    @Test func formattersAndFormatStyles() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: "en_US")
        #expect(archive(Text(NSNumber(value: 0.25), formatter: formatter)).root.plainTexts == ["25%"])
        #expect(archive(Text(12, format: .number)).root.plainTexts.first?.isEmpty == false)

        // Dates with a DateFormatter, in a literal and on their own (real widgets write both).
        let dates = DateFormatter()
        dates.dateFormat = "HH:mm"
        dates.timeZone = TimeZone(identifier: "UTC")
        let date = Date(timeIntervalSince1970: 3 * 3600 + 25 * 60)
        #expect(archive(Text("Updated \(date, formatter: dates)")).root.plainTexts == ["Updated 03:25"])
        #expect(archive(Text(date, formatter: dates)).root.plainTexts == ["03:25"])
    }

    /// A locale-taking format style is applied in the environment's locale, as SwiftUI does,
    /// not the process's: the same Text reads differently in en_US and de_DE.
    @Test func formatStylesUseTheEnvironmentsLocale() {
        let price = Text(64210.5, format: .currency(code: "USD"))
        #expect(archive(price) { $0.locale = Locale(identifier: "en_US") }.root.plainTexts == ["$64,210.50"])
        let german = archive(price) { $0.locale = Locale(identifier: "de_DE") }.root.plainTexts.first ?? ""
        #expect(german.hasPrefix("64.210,50") && german.hasSuffix("$"))
        #expect(archive(Text(0.25, format: .percent)) { $0.locale = Locale(identifier: "fr_FR") }.root.plainTexts.first?.hasPrefix("25") == true)
        #expect(archive(Text(1_234_567, format: .number)) { $0.locale = Locale(identifier: "en_US") }.root.plainTexts == ["1,234,567"])
    }

    @Test func paragraphModifiersReachTheNode() throws {
        let view = Text("Long").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.5).truncationMode(.middle)
        let node = try #require(archive(view).root.texts.first)
        #expect(node.lineLimit == 2)
        #expect(node.alignment == .center)
        #expect(node.minimumScaleFactor == 0.5)
        #expect(node.truncation == .middle)
    }

    @Test func characterModifiersAsViewModifiers() throws {
        let view = Text("a").kerning(1.5).tracking(2).baselineOffset(6).bold().italic().monospacedDigit()
        let run = try #require(runs(Text("x")).first)
        #expect(run.kerning == 0)
        let styled = try #require(archive(view).root.texts.first?.runs.first)
        #expect(styled.kerning == 1.5)
        #expect(styled.tracking == 2)
        #expect(styled.baselineOffset == 6)
        #expect(styled.font.weight == .bold)
        #expect(styled.font.italic)
        #expect(styled.font.monospacedDigit)
        let viaView = try #require(archive(VStack { Text("v") }.fontWeight(.heavy).kerning(3)).root.texts.first?.runs.first)
        #expect(viaView.font.weight == .heavy)
        #expect(viaView.kerning == 3)
    }

    @Test func secondaryForegroundIsAHierarchyLevel() throws {
        let plain = try #require(rgba(runs(Text("x")).first!.foreground))
        let secondary = try #require(rgba(archive(Text("x").foregroundStyle(.secondary)).root.texts[0].runs[0].foreground))
        #expect(plain.alpha == 1)
        #expect(secondary.alpha == 0.6)
        let tinted = try #require(rgba(archive(VStack { Text("x").foregroundStyle(.secondary) }.foregroundStyle(.red)).root.texts[0].runs[0].foreground))
        #expect(tinted.red == 1 && tinted.alpha == 0.6)
    }

    @Test func textCaseApplies() {
        #expect(archive(Text("Mixed").textCase(.uppercase)).root.plainTexts == ["MIXED"])
    }
}

@Suite struct FormatSubstitutionTests {
    @Test func positionalAndSequentialPlaceholders() {
        let args: [LocalizedStringKey.Argument] = [.string("Ann"), .string("3")]
        let joined = { (pieces: [LocalizedStringKey.Argument]) in
            pieces.map { if case .string(let s) = $0 { s } else { "?" } }.joined()
        }
        #expect(joined(LocalizedStringKey.substitute(format: "%@ has %lld", arguments: args)) == "Ann has 3")
        #expect(joined(LocalizedStringKey.substitute(format: "%2$lld für %1$@", arguments: args)) == "3 für Ann")
        #expect(joined(LocalizedStringKey.substitute(format: "100%% %@", arguments: args)) == "100% Ann")
        // Missing arguments and a trailing percent never crash.
        #expect(joined(LocalizedStringKey.substitute(format: "%@ %@ %@ %", arguments: args)) == "Ann 3  %")
    }
}
