import Foundation
import SwiftUI
import Testing
import WidgetArchive

private struct Player: Identifiable {
    let id: String
    let score: Int
}

private enum Mode { case a, b, c }

@MainActor @Suite struct BuilderTests {
    @Test func moreThanTenChildren() {
        let view = VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
        let root = archive(view).root
        #expect(root.children.count == 12)
        #expect(root.plainTexts.last == "12")
    }

    @Test func ifElseSwitchAndIfLet() {
        func view(_ flag: Bool, _ mode: Mode, _ name: String?) -> some View {
            VStack {
                if flag { Text("yes") } else { Text("no") }
                switch mode {
                case .a: Text("A")
                case .b: Image(systemName: "b.circle")
                case .c: EmptyView()
                }
                if let name { Text(name) }
                if #available(iOS 17.0, *) { Text("new") } else { Text("old") }
            }
        }
        #expect(archive(view(true, .a, "x")).root.plainTexts == ["yes", "A", "x", "new"])
        #expect(archive(view(false, .c, nil)).root.plainTexts == ["no", "new"])
        #expect(archive(view(false, .b, nil)).root.children.count == 3)
    }

    @Test func forEachUsesElementIdentity() {
        let players = [Player(id: "ann", score: 3), Player(id: "bo", score: 1)]
        let view = VStack { ForEach(players) { Text("\($0.score)") } }
        let root = archive(view).root
        #expect(root.children.map(\.id) == ["0/#ann", "0/#bo"])
        #expect(root.plainTexts == ["3", "1"])
    }

    @Test func forEachOverRangesAndKeyPaths() {
        let view = HStack {
            ForEach(0..<3) { Text("\($0)") }
            ForEach(["x", "y"], id: \.self) { Text($0) }
        }
        let root = archive(view).root
        #expect(root.plainTexts == ["0", "1", "2", "x", "y"])
        #expect(root.children.map(\.id) == ["0/#0", "0/#1", "0/#2", "0/#x", "0/#y"])
    }

    @Test func duplicateForEachIDsAreDiagnosed() {
        let view = VStack { ForEach(["a", "a"], id: \.self) { Text($0) } }
        let result = archive(view)
        #expect(result.diagnostics.contains { $0.code == "duplicate-foreach-id" })
        // Ids stay unique in the archive all the same.
        #expect(Set(result.root.children.map(\.id)).count == 2)
    }

    @Test func groupModifiersApplyToEachMember() {
        let view = VStack {
            Group {
                Text("a"); Text("b")
            }.padding(4)
        }
        let root = archive(view).root
        #expect(root.children.count == 2)
        for child in root.children {
            #expect(child.content == .modifier(.padding(EdgeInsetsValue(top: 4, leading: 4, bottom: 4, trailing: 4))))
        }
    }

    @Test func anyViewAndEmptyViewAndOptional() {
        let maybe: Text? = nil
        let view = HStack {
            AnyView(Text("erased")); EmptyView(); maybe; AnyView(erasing: Color.red)
        }
        let root = archive(view).root
        #expect(root.children.count == 2)
        #expect(root.plainTexts == ["erased"])
    }

    @Test func severalRootViewsStackImplicitly() {
        let result = archive(TupleView((Text("a"), Text("b"))))
        #expect(result.root.stack?.implicit == true)
        #expect(result.root.stack?.kind == .vertical)
    }

    @Test func structuralIDsAreStableAcrossResolutions() {
        func view(_ n: Int) -> some View {
            VStack {
                Text("\(n)"); Image(systemName: "star").padding()
            }
        }
        let a = archive(view(1)).root.all.map(\.id)
        let b = archive(view(2)).root.all.map(\.id)
        #expect(a == b)
        #expect(a == ["0", "0/0", "0/1", "0/1/0"])
    }

    @Test func explicitIDReplacesPosition() {
        // The identity names the whole modified view, wherever .id sits in the chain.
        let view = VStack {
            Text("a"); Text("b").id("title").padding()
        }
        let ids = archive(view).root.children.map(\.id)
        #expect(ids == ["0/0", "0/#title"])
        let view2 = VStack {
            Text("a"); Text("b").padding().id("title")
        }
        #expect(archive(view2).root.children.map(\.id) == ["0/0", "0/#title"])
    }
}
