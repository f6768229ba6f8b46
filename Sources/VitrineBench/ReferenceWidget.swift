import Foundation
import WidgetArchive

/// The reference medium widget of docs/REFERENCE-WIDGET.md, as a view archive: 329×155 pt,
/// rounded background #1E2533 radius 22, VStack(leading) padded 16 with a 17 pt semibold
/// title, a 22 pt bold yellow headline, Spacer, an HStack(spacing 10) of three 56 pt columns
/// (44×44 tile radius 10 over an 11 pt label, gap 2), Spacer, a 12 pt gray caption.
/// Fonts: Liberation Sans, as the baselines were measured with.
enum ReferenceWidget {
    static let size = SizeValue(width: 329, height: 155)
    static let background = Paint.rgba(0x1E / 255, 0x25 / 255, 0x33 / 255)
    static let family = "Liberation Sans"
    static let title = "Game Status", headline = "Your turn — 3 moves left", caption = "Updated 10:42"
    static let tiles: [(label: String, color: Paint)] = [
        ("HP 75%", .rgba(1, 59 / 255, 48 / 255)), ("XP 1200", .rgba(0, 122 / 255, 1)), ("Gold 80", .rgba(1, 149 / 255, 0)),
    ]

    static func text(_ string: String, size: Double, weight: FontSpec.Weight, color: Paint) -> Node {
        Node(
            id: "",
            content: .text(
                TextNode(
                    runs: [TextRun(content: .string(string), font: FontSpec(family: .custom(name: family), size: size, weight: weight), foreground: color)],
                    lineLimit: 1)))
    }

    static var archive: ViewArchive {
        let white = Paint.rgba(1, 1, 1)
        let columns = tiles.map { tile in
            Node(
                id: "", content: .modifier(.frame(width: 56, height: nil, alignment: .center)),
                children: [
                    Node(
                        id: "", content: .stack(StackNode(kind: .vertical, alignment: .center, spacing: 2)),
                        children: [
                            Node(
                                id: "", content: .modifier(.frame(width: 44, height: 44, alignment: .center)),
                                children: [
                                    Node(
                                        id: "",
                                        content: .shape(
                                            ShapeNode(
                                                geometry: .roundedRectangle(cornerWidth: 10, cornerHeight: 10, style: .continuous),
                                                drawing: .fill(tile.color, evenOdd: false))))
                                ]),
                            text(tile.label, size: 11, weight: .regular, color: white),
                        ])
                ])
        }
        let content = Node(
            id: "", content: .stack(StackNode(kind: .vertical, alignment: AlignmentValue(horizontal: .leading, vertical: .center), spacing: 0)),
            children: [
                text(title, size: 17, weight: .semibold, color: white),
                text(headline, size: 22, weight: .bold, color: .rgba(1, 0xD6 / 255, 0x0A / 255)),
                Node(id: "", content: .spacer(SpacerNode(minLength: 0))),
                Node(id: "", content: .stack(StackNode(kind: .horizontal, alignment: .center, spacing: 10)), children: columns),
                Node(id: "", content: .spacer(SpacerNode(minLength: 0))),
                text(caption, size: 12, weight: .regular, color: .rgba(0x8E / 255, 0x8E / 255, 0x93 / 255)),
            ])
        var root = Node(
            id: "",
            content: .modifier(
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: AlignmentValue(horizontal: .leading, vertical: .top)))),
            children: [content])
        var bg = Node(id: "", content: .shape(ShapeNode(geometry: .rectangle, drawing: .fill(background, evenOdd: false))))
        assign(&root, "0")
        assign(&bg, "bg")
        let environment = ArchiveEnvironment(
            colorScheme: .dark, widgetFamily: "systemMedium", displaySize: size,
            contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))
        return ViewArchive(environment: environment, root: root, containerBackground: bg)
    }

    private static func assign(_ node: inout Node, _ path: String) {
        node.id = path
        for i in node.children.indices { assign(&node.children[i], "\(path)/\(i)") }
    }
}
