import Foundation
import SwiftUI
import Testing
import WidgetArchive
import WidgetLayout

/// GeometryReader: its content is resolved for the size the widget's layout gives it, and
/// its proxy reports that size and its frames in the local, global and named spaces.
@MainActor @Suite struct GeometryReaderTests {
    /// What the readers' content saw, by label.
    final class Seen {
        var sizes: [String: CGSize] = [:]
        var frames: [String: CGRect] = [:]
        func size(_ label: String, _ value: CGSize) -> Bool {
            sizes[label] = value
            return true
        }
        func frame(_ label: String, _ value: CGRect?) -> Bool {
            frames[label] = value
            return true
        }
    }

    /// A systemSmall widget on the default iPhone: 158×158, 16-point margins (126×126 content).
    static let small = ArchiveEnvironment(
        widgetFamily: "systemSmall", displaySize: SizeValue(width: 158, height: 158),
        contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))

    func resolve<V: View>(_ view: V) -> ViewArchive {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "en_US")
        env.timeZone = TimeZone(identifier: "UTC")!
        return ArchiveBuilder.archive(view, environment: env, header: Self.small)
    }

    func geometryNodes(_ node: Node) -> [(Node, GeometryNode)] {
        node.all.compactMap { n in if case .geometry(let g) = n.content { (n, g) } else { nil } }
    }

    @Test func aReaderAtTheRootSeesTheWidgetsContentArea() throws {
        let seen = Seen()
        let archive = resolve(
            GeometryReader { proxy in
                let _ = seen.size("root", proxy.size)
                Color.red.frame(width: proxy.size.width / 2)
            })
        #expect(seen.sizes["root"] == CGSize(width: 126, height: 126))
        let (node, geometry) = try #require(geometryNodes(archive.root).first)
        #expect(geometry == GeometryNode(kind: .geometryReader, resolvedSize: SizeValue(width: 126, height: 126)))
        #expect(node.id == "0")
        // The content was built from the size.
        #expect(archive.root.modifiers.contains(.frame(width: 63, height: nil, alignment: .center)))
        #expect(archive.version == 2)
        #expect(archive.diagnostics.isEmpty, "\(archive.diagnostics)")
    }

    @Test func theProxySizeIsWhatTheParentsPropose() {
        let seen = Seen()
        func reader(_ label: String) -> some View {
            GeometryReader { proxy in
                let _ = seen.size(label, proxy.size)
                Color.blue
            }
        }
        _ = resolve(
            VStack(spacing: 0) {
                Color.red.frame(height: 40)
                reader("belowRow")
            })
        _ = resolve(reader("framed").frame(width: 80, height: 50))
        _ = resolve(reader("padded").padding(10))
        _ = resolve(
            HStack(spacing: 0) {
                reader("left")
                reader("right")
            })
        #expect(seen.sizes["belowRow"] == CGSize(width: 126, height: 86))
        #expect(seen.sizes["framed"] == CGSize(width: 80, height: 50))
        #expect(seen.sizes["padded"] == CGSize(width: 106, height: 106))
        #expect(seen.sizes["left"] == CGSize(width: 63, height: 126))
        #expect(seen.sizes["right"] == CGSize(width: 63, height: 126))
    }

    @Test func framesInLocalGlobalAndNamedSpaces() {
        let seen = Seen()
        let archive = resolve(
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { proxy in
                    let _ = seen.frame("local", proxy.frame(in: .local))
                    let _ = seen.frame("global", proxy.frame(in: .global))
                    let _ = seen.frame("card", proxy.frame(in: .named("card")))
                    let _ = seen.frame("cardEnum", proxy.frame(in: CoordinateSpace.named("card")))
                    let _ = seen.frame("missing", proxy.frame(in: .named("nowhere")))
                    let _ = seen.frame("bounds", proxy.bounds(of: .named("card")))
                    let _ = seen.size("insets", CGSize(width: proxy.safeAreaInsets.top, height: proxy.safeAreaInsets.leading))
                    Color.blue
                }
            }
            .padding(8)
            .coordinateSpace(name: "card"))
        // The padded column is 110×110 at (24, 24); the reader is below the 30-point row.
        #expect(seen.frames["local"] == CGRect(x: 0, y: 0, width: 110, height: 80))
        #expect(seen.frames["global"] == CGRect(x: 24, y: 54, width: 110, height: 80))
        // "card" is the padded view: 126×126 at (16, 16).
        #expect(seen.frames["card"] == CGRect(x: 8, y: 38, width: 110, height: 80))
        #expect(seen.frames["cardEnum"] == seen.frames["card"])
        #expect(seen.frames["missing"] == seen.frames["global"])
        #expect(seen.frames["bounds"] == CGRect(x: -8, y: -38, width: 126, height: 126))
        #expect(seen.sizes["insets"] == .zero)
        // The markers that found those frames are gone from the archive.
        let json = String(decoding: try! ArchiveCodec.encode(archive), as: UTF8.self)
        #expect(!json.contains("vitrine-marker"))
        #expect(!archive.root.modifiers.contains { if case .accessibility = $0 { true } else { false } })
    }

    @Test func nestedReadersAreResolvedInRounds() {
        let seen = Seen()
        let archive = resolve(
            GeometryReader { outer in
                VStack(spacing: 0) {
                    Color.clear.frame(height: outer.size.height / 2)
                    GeometryReader { inner in
                        let _ = seen.size("inner", inner.size)
                        let _ = seen.frame("inner", inner.frame(in: .global))
                        Color.blue
                    }
                }
            })
        #expect(seen.sizes["inner"] == CGSize(width: 126, height: 63))
        #expect(seen.frames["inner"] == CGRect(x: 16, y: 79, width: 126, height: 63))
        #expect(geometryNodes(archive.root).map(\.1.resolvedSize) == [SizeValue(width: 126, height: 126), SizeValue(width: 126, height: 63)])
    }

    @Test func readersInOverlaysBackgroundsAndForEachKeepTheirPlaceAndIdentity() throws {
        let seen = Seen()
        let archive = resolve(
            VStack(spacing: 0) {
                Color.red.frame(height: 20)
                    .overlay(
                        GeometryReader { proxy in
                            let _ = seen.size("overlay", proxy.size)
                            Color.blue
                        })
                HStack(spacing: 0) {
                    ForEach(["a", "b"], id: \.self) { name in
                        GeometryReader { proxy in
                            let _ = seen.size(name, proxy.size)
                            Color.green
                        }
                        .id(name)
                    }
                }
            }
            .containerBackground(for: ContainerBackgroundPlacement(name: "widget")) {
                GeometryReader { proxy in
                    let _ = seen.size("background", proxy.size)
                    Color.gray
                }
            })
        #expect(seen.sizes["overlay"] == CGSize(width: 126, height: 20))
        #expect(seen.sizes["a"] == CGSize(width: 63, height: 106))
        #expect(seen.sizes["b"] == CGSize(width: 63, height: 106))
        // The container background is proposed the whole widget.
        #expect(seen.sizes["background"] == CGSize(width: 158, height: 158))
        let ids = geometryNodes(archive.root).map(\.0.id)
        #expect(ids.contains("0/1/#a") && ids.contains("0/1/#b"), "\(ids)")
        let background = try #require(archive.containerBackground)
        #expect(geometryNodes(background).count == 1)
        #expect(try ArchiveCodec.decode(ArchiveCodec.encode(archive)) == archive)
    }

    @Test func anArchiveWithoutReadersStaysVersionOne() {
        #expect(resolve(Text("plain")).version == 1)
    }
}

/// A view that reads the environment inside its reader's closure, as chart and layout code
/// does (`@Environment(\.locale)` declared on the view, used in `GeometryReader { … }`).
private struct LocaleInsideReader: View {
    @Environment(\.locale) private var locale

    var body: some View {
        GeometryReader { _ in
            Text(verbatim: locale.identifier)
        }
    }
}

@MainActor @Suite struct GeometryReaderEnvironmentTests {
    /// The closure runs after `body` has returned; it still sees the view's environment, not
    /// defaults (a chart's weekday labels once came out in the default locale this way).
    @Test func theClosureSeesTheViewsEnvironment() throws {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "pt_PT")
        let archive = ArchiveBuilder.archive(LocaleInsideReader(), environment: env, header: GeometryReaderTests.small)
        #expect(archive.root.plainTexts == ["pt_PT"])
    }
}
