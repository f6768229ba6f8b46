import Foundation
import WidgetArchive

/// An archive that uses every node and modifier kind, for round-trip and dump tests.
enum SampleArchives {
    static let font = FontSpec(size: 17, weight: .semibold, textStyle: "headline")
    static let red = Paint.rgba(1, 59 / 255, 48 / 255)

    static var everything: ViewArchive {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let text = Node(
            id: "",
            content: .text(
                TextNode(
                    runs: [
                        TextRun(content: .string("Health "), font: font, foreground: red, kerning: 1, underline: .init()),
                        TextRun(
                            content: .date(
                                DateText(
                                    kind: .styled(date: date, style: .relative), localeIdentifier: "en_US", timeZoneIdentifier: "UTC",
                                    calendarIdentifier: "gregorian")),
                            font: FontSpec(family: .custom(name: "Chalkboard"), size: 12),
                            foreground: .color(.asset(name: "Ink", bundle: "X.resources", opacity: 0.5))),
                    ], lineLimit: 2, alignment: .center, minimumScaleFactor: 0.5)), redaction: [.placeholder])
        let image = Node(
            id: "",
            content: .image(
                ImageNode(
                    source: .bitmap(BitmapImage(data: Data([0x89, 0x50, 0x4E, 0x47]), format: "png", pixelWidth: 2, pixelHeight: 3, scale: 2)),
                    resizing: .init(), renderingMode: .template, foreground: red, symbolFont: font)), privacySensitive: true)
        let symbol = Node(id: "", content: .image(ImageNode(source: .system(name: "bolt.fill", variableValue: 0.5), foreground: red, symbolFont: font)))
        let shape = Node(
            id: "",
            content: .shape(
                ShapeNode(
                    geometry: .path(
                        PathData(elements: [
                            .move(.init(x: 0, y: 0)), .line(.init(x: 1, y: 1)),
                            .quadCurve(to: .init(x: 2, y: 0), control: .init(x: 1, y: 0)),
                            .curve(to: .init(x: 3, y: 3), control1: .init(x: 2, y: 2), control2: .init(x: 3, y: 2)), .close,
                        ]),
                        referenceSize: SizeValue(width: 10, height: 10)),
                    drawing: .stroke(
                        .angularGradient(
                            GradientValue(stops: [.init(color: .rgba(.init(red: 0, green: 0, blue: 1)), location: 0)]),
                            center: .init(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360),
                        StrokeStyleValue(lineWidth: 2, lineCap: .round, dash: [2, 1]), inside: true),
                    inset: 1, trimFrom: 0.1, trimTo: 0.9)))
        let flexible = Node.wrap(
            shape, .flexibleFrame(FlexibleFrame(minWidth: 10, maxWidth: .infinity, alignment: .init(horizontal: .leading, vertical: .top))))
        let progress = Node(
            id: "",
            content: .progress(
                ProgressNode(
                    style: .circular, value: .timer(start: date, end: date + 60, countsDown: true),
                    tint: .material("thin"), label: text)))
        let gauge = Node(id: "", content: .gauge(GaugeNode(style: "accessoryCircular", fraction: 0.25, minimumValueLabel: symbol)))
        let link = Node(id: "", content: .link(LinkNode(url: "game://character/1")), children: [image])
        let ignored = Node(id: "", content: .ignored(IgnoredNode(viewType: "TextField", reason: "no input")))
        var modifiers: [Modifier] = [
            .padding(EdgeInsetsValue(top: 1, leading: 2, bottom: 3, trailing: 4)),
            .frame(width: 10, height: nil, alignment: .center),
            .background(
                Node(id: "", content: .shape(ShapeNode(geometry: .capsule(style: .continuous), drawing: .fill(red, evenOdd: false)))), alignment: .center),
            .overlay(Node(id: "", content: .spacer(SpacerNode(minLength: 4))), alignment: .center),
            .mask(Node(id: "", content: .divider(DividerNode(color: red))), alignment: .center),
            .opacity(0.5), .hidden, .clip(.roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .continuous), antialiased: true),
            .shadow(color: red, radius: 3, x: 1, y: 2), .blur(radius: 2, opaque: false), .offset(x: 1, y: -1),
            .rotation(degrees: 45, anchor: .init(x: 0.5, y: 0.5)), .scale(x: 2, y: 2, anchor: .init(x: 0, y: 0)),
            .layoutPriority(1), .fixedSize(horizontal: true, vertical: false), .aspectRatio(nil, contentMode: .fit),
            .zIndex(2), .accessibility(label: "Score"), .widgetAccentable(true),
        ]
        var wrapped = Node(
            id: "", content: .stack(StackNode(kind: .vertical, alignment: .init(horizontal: .leading, vertical: .center), spacing: 4)),
            children: [text, flexible, progress, gauge, link, ignored])
        while let m = modifiers.popLast() { wrapped = Node.wrap(wrapped, m) }
        var root = wrapped
        assignIDs(&root, "0")
        var background = Node(
            id: "bg",
            content: .shape(
                ShapeNode(
                    geometry: .containerRelative,
                    drawing: .fill(
                        .linearGradient(
                            GradientValue(stops: [.init(color: .rgba(.init(red: 1, green: 1, blue: 1)), location: 0)]), start: .init(x: 0, y: 0),
                            end: .init(x: 0, y: 1)), evenOdd: false))))
        assignIDs(&background, "bg")
        return ViewArchive(
            environment: ArchiveEnvironment(colorScheme: .dark, widgetFamily: "systemMedium", displaySize: SizeValue(width: 338, height: 158)),
            root: root, containerBackground: background, widgetURL: "game://status",
            diagnostics: [Diagnostic(severity: .warning, code: "ignored-view", message: "TextField is ignored", nodeID: "0/5")])
    }

    static func assignIDs(_ node: inout Node, _ path: String) {
        node.id = path
        for i in node.children.indices { assignIDs(&node.children[i], "\(path)/\(i)") }
        if case .modifier(let m) = node.content {
            switch m {
            case .background(var n, let a): assignIDs(&n, path + "/b"); node.content = .modifier(.background(n, alignment: a))
            case .overlay(var n, let a): assignIDs(&n, path + "/o"); node.content = .modifier(.overlay(n, alignment: a))
            case .mask(var n, let a): assignIDs(&n, path + "/m"); node.content = .modifier(.mask(n, alignment: a))
            default: break
            }
        }
        if case .progress(var p) = node.content, var l = p.label { assignIDs(&l, path + "/l"); p.label = l; node.content = .progress(p) }
        if case .gauge(var g) = node.content, var l = g.minimumValueLabel { assignIDs(&l, path + "/min"); g.minimumValueLabel = l; node.content = .gauge(g) }
    }
}

extension Node {
    static func wrap(_ child: Node, _ modifier: Modifier) -> Node {
        Node(id: "", content: .modifier(modifier), children: [child])
    }
}
