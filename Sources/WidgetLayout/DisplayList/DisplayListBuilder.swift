import Foundation
import WidgetArchive

/// Turns a layout tree into drawing commands, in paint order: the widget's container
/// background, then content, modifiers becoming groups (clip, opacity, transform, shadow,
/// blur, mask), backgrounds before and overlays after what they decorate. Redacted text
/// and images become rounded placeholder bars, as WidgetKit draws placeholders.
public struct DisplayListBuilder {
    /// The clock for self-updating views (timer progress); dynamic date text is formatted
    /// by the rasterizer at the same time.
    public var now: Date?
    /// Corner radius the system gives system-family widgets (22 pt on the default iPhone
    /// class); nil draws the widget unclipped.
    public var widgetCornerRadius: Double?
    /// What is redacted besides the archive's own redaction (a locked device).
    public var redaction: RedactionOverride

    /// A builder with a clock, a corner radius and extra redaction.
    public init(now: Date? = nil, widgetCornerRadius: Double? = 22, redaction: RedactionOverride = .none) {
        self.now = now
        self.widgetCornerRadius = widgetCornerRadius
        self.redaction = redaction
    }

    /// The display list of a tree with default settings.
    public static func build(_ tree: LayoutTree) -> DisplayList {
        DisplayListBuilder().build(tree)
    }

    /// The widget's own outline is a circle (`accessoryCircular`): `ContainerRelativeShape`
    /// is then a circle or capsule in its frame, concentric with it.
    var containerIsCircle = false

    /// The display list of a tree: container background, then content, in paint order.
    public func build(_ tree: LayoutTree) -> DisplayList {
        if !containerIsCircle && tree.environment.widgetFamily == "accessoryCircular" {
            var circular = self
            circular.containerIsCircle = true
            return circular.build(tree)
        }
        var items: [DisplayItem] = []
        let bounds = RectValue(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
        let clipsWidget = widgetCornerRadius != nil && !(tree.environment.widgetFamily ?? "").hasPrefix("accessory")
        let radius = widgetCornerRadius ?? 0
        let widgetShape = ShapeGeometry.roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous)

        // The system clips a widget to its rounded outline. A clip makes every later drawing
        // operation go through a mask, so clip only what can reach the corners: the
        // container background, and content that extends beyond the corner-safe inset.
        if let background = tree.containerBackground, tree.environment.showsWidgetContainerBackground {
            if clipsWidget { items.append(.pushClip(widgetShape, bounds, antialiased: true)) }
            // The placeholder look keeps the widget's background.
            var backgroundBuilder = self
            if redaction == .all { backgroundBuilder.redaction = .none }
            backgroundBuilder.emit(background, into: &items)
            if clipsWidget { items.append(.pop) }
        } else if clipsWidget && tree.containerBackground == nil {
            // A widget that adopts no container background sits on the system's widget
            // background (white, or #1C1C1E in dark mode); the archive carries a diagnostic.
            let paint: Paint = tree.environment.colorScheme == .dark ? .rgba(28 / 255, 28 / 255, 30 / 255) : .rgba(1, 1, 1)
            items.append(.shape(ShapeItem(geometry: widgetShape, frame: bounds, drawing: .fill(paint, evenOdd: false))))
        }
        // Continuous corners leave the inset rectangle at 0.4 r from each edge untouched.
        let safe = bounds.insetBy(EdgeInsetsValue(top: radius * 0.4, leading: radius * 0.4, bottom: radius * 0.4, trailing: radius * 0.4))
        let contentNeedsClip = clipsWidget && !Self.staysInside(tree.root, safe)
        if contentNeedsClip { items.append(.pushClip(widgetShape, bounds, antialiased: true)) }
        emit(tree.root, into: &items)
        if contentNeedsClip { items.append(.pop) }
        return DisplayList(size: tree.size, colorScheme: tree.environment.colorScheme, items: items)
    }

    /// Whether everything a subtree draws lies inside `rect`: frames and layers, with no
    /// effect (shadow, blur, rotation, scale) that draws beyond its frame.
    static func staysInside(_ node: LaidOutNode, _ rect: RectValue) -> Bool {
        if case .modifier(let m) = node.content {
            switch m {
            case .shadow, .blur, .rotation, .scale: return false
            case .hidden: return true
            default: break
            }
        }
        let drawsOwnFrame: Bool =
            switch node.content {
            case .modifier, .stack, .link, .ignored, .viewThatFits, .spacer, .geometry, .lazyGrid, .grid: false
            default: true
            }
        if drawsOwnFrame && !rect.contains(node.frame) { return false }
        return node.layers.allSatisfy { staysInside($0.node, rect) } && node.children.allSatisfy { staysInside($0, rect) }
    }

    /// `ContainerRelativeShape` in a round widget: circular ends; elsewhere the rasterizer
    /// draws it with the device's corner radius, less the frame's inset.
    private func containerShaped(_ geometry: ShapeGeometry) -> ShapeGeometry {
        if containerIsCircle, case .containerRelative = geometry { return .capsule(style: .circular) }
        return geometry
    }

    private func layer(_ node: LaidOutNode, _ role: LaidOutNode.LayerRole) -> [LaidOutNode] {
        node.layers.filter { $0.role == role }.map(\.node)
    }

    func emit(_ node: LaidOutNode, into items: inout [DisplayItem]) {
        let placeholder = !(node.redaction ?? []).isEmpty || redaction == .all || (redaction == .privacySensitive && node.privacySensitive)
        switch node.content {
        case .text(let text):
            if placeholder {
                items += placeholderBars(node, text)
            } else if let measurement = node.text {
                items.append(.text(TextItem(text: text, frame: node.frame, measurement: measurement)))
            }
        case .image(let image):
            if placeholder {
                items.append(
                    .shape(
                        ShapeItem(
                            geometry: .roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .continuous),
                            frame: node.frame, drawing: .fill(Self.placeholderPaint(image.foreground), evenOdd: false))))
            } else {
                items.append(.image(ImageItem(image: image, frame: node.frame)))
            }
        case .shape(let shape):
            let frame = node.frame.insetBy(EdgeInsetsValue(top: shape.inset, leading: shape.inset, bottom: shape.inset, trailing: shape.inset))
            items.append(
                .shape(
                    ShapeItem(
                        geometry: containerShaped(shape.geometry), frame: frame, drawing: shape.drawing,
                        trimFrom: shape.trimFrom, trimTo: shape.trimTo)))
        case .divider(let divider):
            items.append(.shape(ShapeItem(geometry: .rectangle, frame: node.frame, drawing: .fill(divider.color, evenOdd: false))))
        case .spacer:
            break
        case .stack(let stack):
            let children =
                stack.kind == .depth
                ? node.children.enumerated().sorted {
                    (Self.zIndex($0.element), $0.offset) < (Self.zIndex($1.element), $1.offset)
                }.map(\.element) : node.children
            children.forEach { emit($0, into: &items) }
        case .link, .ignored, .viewThatFits, .geometry, .lazyGrid, .grid:
            node.children.forEach { emit($0, into: &items) }
        case .progress(let progress):
            layer(node, .label).forEach { emit($0, into: &items) }
            items += ProgressDrawing.items(progress, frame: node.indicatorFrame ?? node.frame, now: now, placeholder: placeholder)
            layer(node, .currentValueLabel).forEach { emit($0, into: &items) }
        case .gauge(let gauge):
            items += ProgressDrawing.items(gauge, frame: node.indicatorFrame ?? node.frame, placeholder: placeholder)
            for role in [LaidOutNode.LayerRole.label, .currentValueLabel, .minimumValueLabel, .maximumValueLabel] {
                layer(node, role).forEach { emit($0, into: &items) }
            }
        case .modifier(let modifier):
            emit(modifier, node, into: &items)
        }
    }

    private func emit(_ modifier: Modifier, _ node: LaidOutNode, into items: inout [DisplayItem]) {
        let children = { (items: inout [DisplayItem]) in node.children.forEach { self.emit($0, into: &items) } }
        let frame = node.frame
        func anchor(_ unit: UnitPointValue) -> PointValue {
            PointValue(x: frame.x + unit.x * frame.width, y: frame.y + unit.y * frame.height)
        }
        switch modifier {
        case .background:
            layer(node, .background).forEach { emit($0, into: &items) }
            children(&items)
        case .overlay:
            children(&items)
            layer(node, .overlay).forEach { emit($0, into: &items) }
        case .mask:
            items.append(.pushMask)
            children(&items)
            items.append(.beginMaskContent)
            layer(node, .mask).forEach { emit($0, into: &items) }
            items.append(.pop)
        case .opacity(let value):
            guard value > 0 else { return }
            if value >= 1 { children(&items); return }
            items.append(.pushOpacity(value)); children(&items); items.append(.pop)
        case .hidden:
            return
        case .clip(let geometry, let antialiased):
            items.append(.pushClip(containerShaped(geometry), frame, antialiased: antialiased)); children(&items); items.append(.pop)
        case .shadow(let color, let radius, let x, let y):
            items.append(.pushShadow(color: color, radius: radius, x: x, y: y)); children(&items); items.append(.pop)
        case .blur(let radius, _):
            guard radius > 0 else { children(&items); return }
            items.append(.pushBlur(radius: radius)); children(&items); items.append(.pop)
        case .rotation(let degrees, let unit):
            guard degrees.truncatingRemainder(dividingBy: 360) != 0 else { children(&items); return }
            items.append(.pushTransform(.rotation(degrees, around: anchor(unit)))); children(&items); items.append(.pop)
        case .scale(let x, let y, let unit):
            guard x != 1 || y != 1 else { children(&items); return }
            items.append(.pushTransform(.scale(x, y, around: anchor(unit)))); children(&items); items.append(.pop)
        case .padding, .frame, .flexibleFrame, .offset, .position, .layoutPriority, .fixedSize, .aspectRatio, .zIndex, .accessibility,
            .widgetAccentable, .intentAction, .invalidatable, .toggleLook:
            children(&items)
        }
    }

    /// The zIndex of a view: the value of a zIndex modifier in its outer modifier chain.
    static func zIndex(_ node: LaidOutNode) -> Double {
        var current: LaidOutNode? = node
        while let n = current, case .modifier(let m) = n.content {
            if case .zIndex(let z) = m { return z }
            current = n.children.first
        }
        return 0
    }

    /// One rounded bar per line, as WidgetKit's placeholder rendering: the text's color at
    /// low opacity, the last line of a paragraph shorter.
    func placeholderBars(_ node: LaidOutNode, _ text: TextNode) -> [DisplayItem] {
        let lines = max(1, node.text?.lineCount ?? 1)
        let lineHeight = node.frame.height / Double(lines)
        let barHeight = max(1, min(lineHeight * 0.72, lineHeight - 1))
        let paint = Self.placeholderPaint(text.runs.first?.foreground ?? .rgba(0.5, 0.5, 0.5))
        return (0..<lines).map { i in
            let width = lines > 1 && i == lines - 1 ? node.frame.width * 0.6 : node.frame.width
            let y = node.frame.y + Double(i) * lineHeight + (lineHeight - barHeight) / 2
            let bar = RectValue(x: node.frame.x, y: y, width: width, height: barHeight)
            return .shape(
                ShapeItem(
                    geometry: .roundedRectangle(cornerWidth: barHeight / 3, cornerHeight: barHeight / 3, style: .continuous),
                    frame: bar, drawing: .fill(paint, evenOdd: false)))
        }
    }

    static func placeholderPaint(_ base: Paint) -> Paint {
        base.scalingOpacity(0.2)
    }
}
