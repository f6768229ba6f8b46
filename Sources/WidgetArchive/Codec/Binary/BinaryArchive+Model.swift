import Foundation

// The binary form of every model type, field by field in declaration order. Enums with
// associated values write a case tag (their order in the declaration) and then the values.
// A field or case added to the model must be added here too: the writer's switches are
// exhaustive, and BinaryArchiveTests round-trips an archive that uses every case.

extension ViewArchive: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.string(format); w.int(version); w.value(environment); w.value(root)
        w.optional(containerBackground); w.optional(widgetURL) { $0.string($1) }; w.array(diagnostics)
    }
    init(from r: inout BinaryArchiveReader) throws {
        let format = try r.string()
        guard format == ViewArchive.formatName else { throw ArchiveError.notAnArchive("format is \"\(format)\", expected \"\(ViewArchive.formatName)\"") }
        let version = try r.int()
        guard version <= ViewArchive.currentVersion else { throw ArchiveError.unsupportedVersion(found: version, supported: ViewArchive.currentVersion) }
        guard version >= 1 else { throw ArchiveError.malformed(path: "version", reason: "version \(version) is not a valid archive version") }
        self.init(
            environment: try r.value(), root: try r.value(), containerBackground: try r.optional(),
            widgetURL: try r.optional { try $0.string() }, diagnostics: try r.array())
        self.version = version
    }
}

extension ArchiveEnvironment: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.raw(colorScheme); w.optional(widgetFamily) { $0.string($1) }; w.optional(displaySize); w.value(contentMargins)
        w.bool(showsWidgetContainerBackground); w.string(widgetRenderingMode); w.string(dynamicTypeSize)
        w.string(localeIdentifier); w.string(timeZoneIdentifier); w.string(calendarIdentifier)
        w.array(redactionReasons) { $0.raw($1) }; w.bool(isPreview)
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(
            colorScheme: try r.raw(), widgetFamily: try r.optional { try $0.string() }, displaySize: try r.optional(),
            contentMargins: try r.value(), showsWidgetContainerBackground: try r.bool(), widgetRenderingMode: try r.string(),
            dynamicTypeSize: try r.string(), localeIdentifier: try r.string(), timeZoneIdentifier: try r.string(),
            calendarIdentifier: try r.string(), redactionReasons: try r.array { try $0.raw() }, isPreview: try r.bool())
    }
}

extension Diagnostic: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.raw(severity); w.string(code); w.string(message); w.optional(nodeID) { $0.string($1) }
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(severity: try r.raw(), code: try r.string(), message: try r.string(), nodeID: try r.optional { try $0.string() })
    }
}

// MARK: Nodes

extension Node: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.string(id); w.value(content); w.array(children)
        w.optional(redaction) { $0.array($1) { $0.raw($1) } }; w.optional(privacySensitive) { $0.bool($1) }
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(
            id: try r.string(), content: try r.value(), children: try r.array(),
            redaction: try r.optional { try $0.array { try $0.raw() } }, privacySensitive: try r.optional { try $0.bool() })
    }
}

extension NodeContent: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch self {
        case .text(let v): w.byte(0); w.value(v)
        case .image(let v): w.byte(1); w.value(v)
        case .shape(let v): w.byte(2); w.value(v)
        case .stack(let v): w.byte(3); w.value(v)
        case .spacer(let v): w.byte(4); w.optional(v.minLength) { $0.double($1) }
        case .divider(let v): w.byte(5); w.value(v.color); w.double(v.thickness)
        case .progress(let v): w.byte(6); w.value(v)
        case .gauge(let v): w.byte(7); w.value(v)
        case .link(let v): w.byte(8); w.string(v.url)
        case .modifier(let v): w.byte(9); w.value(v)
        case .viewThatFits(let v): w.byte(10); w.array(v.axes) { $0.raw($1) }
        case .ignored(let v): w.byte(11); w.string(v.viewType); w.string(v.reason)
        case .geometry(let v): w.byte(12); w.raw(v.kind); w.value(v.resolvedSize)
        case .lazyGrid(let v): w.byte(13); w.value(v)
        case .grid(let v): w.byte(14); w.value(v)
        }
    }
    init(from r: inout BinaryArchiveReader) throws {
        switch try r.byte() {
        case 0: self = .text(try r.value())
        case 1: self = .image(try r.value())
        case 2: self = .shape(try r.value())
        case 3: self = .stack(try r.value())
        case 4: self = .spacer(SpacerNode(minLength: try r.optional { try $0.double() }))
        case 5: self = .divider(DividerNode(color: try r.value(), thickness: try r.double()))
        case 6: self = .progress(try r.value())
        case 7: self = .gauge(try r.value())
        case 8: self = .link(LinkNode(url: try r.string()))
        case 9: self = .modifier(try r.value())
        case 10: self = .viewThatFits(ViewThatFitsNode(axes: try r.array { try $0.raw() }))
        case 11: self = .ignored(IgnoredNode(viewType: try r.string(), reason: try r.string()))
        case 12: self = .geometry(GeometryNode(kind: try r.raw(), resolvedSize: try r.value()))
        case 13: self = .lazyGrid(try r.value())
        case 14: self = .grid(try r.value())
        case let tag: throw r.unknownCase(tag, of: NodeContent.self)
        }
    }
}

extension LazyGridNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.raw(axis); w.array(items); w.value(alignment); w.optional(spacing) { $0.double($1) }
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(axis: try r.raw(), items: try r.array(), alignment: try r.value(), spacing: try r.optional { try $0.double() })
    }
}

extension GridItemValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch size {
        case .fixed(let v): w.byte(0); w.double(v)
        case .flexible(let mn, let mx): w.byte(1); w.double(mn); w.optional(mx) { $0.double($1) }
        case .adaptive(let mn, let mx): w.byte(2); w.double(mn); w.optional(mx) { $0.double($1) }
        }
        w.optional(spacing) { $0.double($1) }; w.optional(alignment)
    }
    init(from r: inout BinaryArchiveReader) throws {
        let size: Size
        switch try r.byte() {
        case 0: size = .fixed(try r.double())
        case 1: size = .flexible(minimum: try r.double(), maximum: try r.optional { try $0.double() })
        case 2: size = .adaptive(minimum: try r.double(), maximum: try r.optional { try $0.double() })
        case let tag: throw r.unknownCase(tag, of: Size.self)
        }
        self.init(size: size, spacing: try r.optional { try $0.double() }, alignment: try r.optional())
    }
}

extension StackNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.raw(kind); w.value(alignment); w.optional(spacing) { $0.double($1) }; w.bool(lazy); w.bool(implicit)
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(kind: try r.raw(), alignment: try r.value(), spacing: try r.optional { try $0.double() }, lazy: try r.bool(), implicit: try r.bool())
    }
}

extension ProgressNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.raw(style)
        switch value {
        case .determinate(let fraction): w.byte(0); w.double(fraction)
        case .indeterminate: w.byte(1)
        case .timer(let start, let end, let countsDown): w.byte(2); w.date(start); w.date(end); w.bool(countsDown)
        }
        w.optional(tint); w.optional(label); w.optional(currentValueLabel)
    }
    init(from r: inout BinaryArchiveReader) throws {
        let style: Style = try r.raw()
        let value: Value
        switch try r.byte() {
        case 0: value = .determinate(fraction: try r.double())
        case 1: value = .indeterminate
        case 2: value = .timer(start: try r.date(), end: try r.date(), countsDown: try r.bool())
        case let tag: throw r.unknownCase(tag, of: Value.self)
        }
        self.init(style: style, value: value, tint: try r.optional(), label: try r.optional(), currentValueLabel: try r.optional())
    }
}

extension GaugeNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.string(style); w.double(fraction); w.optional(tint); w.optional(label); w.optional(currentValueLabel)
        w.optional(minimumValueLabel); w.optional(maximumValueLabel)
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(
            style: try r.string(), fraction: try r.double(), tint: try r.optional(), label: try r.optional(),
            currentValueLabel: try r.optional(), minimumValueLabel: try r.optional(), maximumValueLabel: try r.optional())
    }
}

extension Modifier: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch self {
        case .padding(let insets): w.byte(0); w.value(insets)
        case .frame(let width, let height, let alignment):
            w.byte(1); w.optional(width) { $0.double($1) }; w.optional(height) { $0.double($1) }; w.value(alignment)
        case .flexibleFrame(let f):
            w.byte(2)
            for value in [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight] { w.optional(value) { $0.double($1) } }
            w.value(f.alignment)
        case .background(let node, let alignment): w.byte(3); w.value(node); w.value(alignment)
        case .overlay(let node, let alignment): w.byte(4); w.value(node); w.value(alignment)
        case .opacity(let value): w.byte(5); w.double(value)
        case .hidden: w.byte(6)
        case .clip(let shape, let antialiased): w.byte(7); w.value(shape); w.bool(antialiased)
        case .mask(let node, let alignment): w.byte(8); w.value(node); w.value(alignment)
        case .shadow(let color, let radius, let x, let y): w.byte(9); w.value(color); w.double(radius); w.double(x); w.double(y)
        case .blur(let radius, let opaque): w.byte(10); w.double(radius); w.bool(opaque)
        case .offset(let x, let y): w.byte(11); w.double(x); w.double(y)
        case .rotation(let degrees, let anchor): w.byte(12); w.double(degrees); w.value(anchor)
        case .scale(let x, let y, let anchor): w.byte(13); w.double(x); w.double(y); w.value(anchor)
        case .layoutPriority(let value): w.byte(14); w.double(value)
        case .fixedSize(let horizontal, let vertical): w.byte(15); w.bool(horizontal); w.bool(vertical)
        case .aspectRatio(let ratio, let mode): w.byte(16); w.optional(ratio) { $0.double($1) }; w.raw(mode)
        case .zIndex(let value): w.byte(17); w.double(value)
        case .accessibility(let label): w.byte(18); w.string(label)
        case .widgetAccentable(let value): w.byte(19); w.bool(value)
        case .position(let x, let y): w.byte(20); w.double(x); w.double(y)
        case .intentAction(let action): w.byte(21); w.value(action)
        case .invalidatable: w.byte(22)
        case .toggleLook(let isOn): w.byte(23); w.bool(isOn)
        }
    }
    init(from r: inout BinaryArchiveReader) throws {
        func optionalDouble(_ r: inout BinaryArchiveReader) throws -> Double? { try r.optional { try $0.double() } }
        switch try r.byte() {
        case 0: self = .padding(try r.value())
        case 1: self = .frame(width: try optionalDouble(&r), height: try optionalDouble(&r), alignment: try r.value())
        case 2:
            self = .flexibleFrame(
                FlexibleFrame(
                    minWidth: try optionalDouble(&r), idealWidth: try optionalDouble(&r), maxWidth: try optionalDouble(&r),
                    minHeight: try optionalDouble(&r), idealHeight: try optionalDouble(&r), maxHeight: try optionalDouble(&r),
                    alignment: try r.value()))
        case 3: self = .background(try r.value(), alignment: try r.value())
        case 4: self = .overlay(try r.value(), alignment: try r.value())
        case 5: self = .opacity(try r.double())
        case 6: self = .hidden
        case 7: self = .clip(try r.value(), antialiased: try r.bool())
        case 8: self = .mask(try r.value(), alignment: try r.value())
        case 9: self = .shadow(color: try r.value(), radius: try r.double(), x: try r.double(), y: try r.double())
        case 10: self = .blur(radius: try r.double(), opaque: try r.bool())
        case 11: self = .offset(x: try r.double(), y: try r.double())
        case 12: self = .rotation(degrees: try r.double(), anchor: try r.value())
        case 13: self = .scale(x: try r.double(), y: try r.double(), anchor: try r.value())
        case 14: self = .layoutPriority(try r.double())
        case 15: self = .fixedSize(horizontal: try r.bool(), vertical: try r.bool())
        case 16: self = .aspectRatio(try optionalDouble(&r), contentMode: try r.raw())
        case 17: self = .zIndex(try r.double())
        case 18: self = .accessibility(label: try r.string())
        case 19: self = .widgetAccentable(try r.bool())
        case 20: self = .position(x: try r.double(), y: try r.double())
        case 21: self = .intentAction(try r.value())
        case 22: self = .invalidatable
        case 23: self = .toggleLook(isOn: try r.bool())
        case let tag: throw r.unknownCase(tag, of: Modifier.self)
        }
    }
}

extension IntentAction: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.raw(control); w.string(typeName); w.string(displayName); w.string(parameters)
        w.optional(isOn) { $0.bool($1) }; w.bool(opensApp)
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(
            control: try r.raw(), typeName: try r.string(), displayName: try r.string(), parameters: try r.string(),
            isOn: try r.optional { try $0.bool() }, opensApp: try r.bool())
    }
}

// MARK: Text

extension TextNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.array(runs); w.optional(lineLimit) { $0.int($1) }; w.raw(alignment); w.raw(truncation)
        w.double(minimumScaleFactor); w.double(lineSpacing); w.bool(allowsTightening)
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(
            runs: try r.array(), lineLimit: try r.optional { try $0.int() }, alignment: try r.raw(), truncation: try r.raw(),
            minimumScaleFactor: try r.double(), lineSpacing: try r.double(), allowsTightening: try r.bool())
    }
}

extension TextRun: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch content {
        case .string(let s): w.byte(0); w.string(s)
        case .date(let d): w.byte(1); w.value(d)
        case .image(let i): w.byte(2); w.value(i)
        }
        w.value(font); w.value(foreground); w.double(kerning); w.double(tracking); w.double(baselineOffset)
        w.optional(underline); w.optional(strikethrough)
    }
    init(from r: inout BinaryArchiveReader) throws {
        let content: Content
        switch try r.byte() {
        case 0: content = .string(try r.string())
        case 1: content = .date(try r.value())
        case 2: content = .image(try r.value())
        case let tag: throw r.unknownCase(tag, of: Content.self)
        }
        self.init(
            content: content, font: try r.value(), foreground: try r.value(), kerning: try r.double(), tracking: try r.double(),
            baselineOffset: try r.double(), underline: try r.optional(), strikethrough: try r.optional())
    }
}

extension TextRun.Decoration: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) { w.raw(pattern); w.optional(color) }
    init(from r: inout BinaryArchiveReader) throws { self.init(pattern: try r.raw(), color: try r.optional()) }
}

extension DateText: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch kind {
        case .styled(let date, let style): w.byte(0); w.date(date); w.raw(style)
        case .interval(let start, let end): w.byte(1); w.date(start); w.date(end)
        case .timer(let start, let end, let pause, let countsDown, let showsHours):
            w.byte(2); w.date(start); w.date(end); w.optional(pause) { $0.date($1) }; w.bool(countsDown); w.bool(showsHours)
        }
        w.string(localeIdentifier); w.string(timeZoneIdentifier); w.string(calendarIdentifier)
    }
    init(from r: inout BinaryArchiveReader) throws {
        let kind: Kind
        switch try r.byte() {
        case 0: kind = .styled(date: try r.date(), style: try r.raw())
        case 1: kind = .interval(start: try r.date(), end: try r.date())
        case 2:
            kind = .timer(
                start: try r.date(), end: try r.date(), pauseTime: try r.optional { try $0.date() }, countsDown: try r.bool(), showsHours: try r.bool())
        case let tag: throw r.unknownCase(tag, of: Kind.self)
        }
        self.init(kind: kind, localeIdentifier: try r.string(), timeZoneIdentifier: try r.string(), calendarIdentifier: try r.string())
    }
}

extension FontSpec: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch family {
        case .system(let design): w.byte(0); w.string(design)
        case .custom(let name): w.byte(1); w.string(name)
        }
        w.double(size); w.raw(weight); w.bool(italic); w.bool(monospacedDigit); w.bool(smallCaps); w.raw(leading)
        w.optional(textStyle) { $0.string($1) }
    }
    init(from r: inout BinaryArchiveReader) throws {
        let family: Family
        switch try r.byte() {
        case 0: family = .system(design: try r.string())
        case 1: family = .custom(name: try r.string())
        case let tag: throw r.unknownCase(tag, of: Family.self)
        }
        self.init(
            family: family, size: try r.double(), weight: try r.raw(), italic: try r.bool(), monospacedDigit: try r.bool(),
            smallCaps: try r.bool(), leading: try r.raw(), textStyle: try r.optional { try $0.string() })
    }
}

// MARK: Images and shapes

extension ImageNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch source {
        case .asset(let name, let bundle): w.byte(0); w.string(name); w.optional(bundle) { $0.string($1) }
        case .system(let name, let variableValue): w.byte(1); w.string(name); w.optional(variableValue) { $0.double($1) }
        case .bitmap(let bitmap):
            w.byte(2); w.data(bitmap.data); w.string(bitmap.format); w.int(bitmap.pixelWidth); w.int(bitmap.pixelHeight); w.double(bitmap.scale)
        }
        w.optional(resizing) {
            $0.value($1.capInsets); $0.raw($1.mode)
        }
        w.optional(renderingMode) { $0.raw($1) }; w.raw(interpolation); w.bool(antialiased); w.value(foreground); w.value(symbolFont)
        w.string(symbolScale); w.optional(symbolRenderingMode) { $0.string($1) }; w.optional(accessibilityLabel) { $0.string($1) }
        w.bool(decorative)
    }
    init(from r: inout BinaryArchiveReader) throws {
        let source: Source
        switch try r.byte() {
        case 0: source = .asset(name: try r.string(), bundle: try r.optional { try $0.string() })
        case 1: source = .system(name: try r.string(), variableValue: try r.optional { try $0.double() })
        case 2:
            source = .bitmap(BitmapImage(data: try r.data(), format: try r.string(), pixelWidth: try r.int(), pixelHeight: try r.int(), scale: try r.double()))
        case let tag: throw r.unknownCase(tag, of: Source.self)
        }
        self.init(
            source: source, resizing: try r.optional { Resizing(capInsets: try $0.value(), mode: try $0.raw()) },
            renderingMode: try r.optional { try $0.raw() }, interpolation: try r.raw(), antialiased: try r.bool(),
            foreground: try r.value(), symbolFont: try r.value(), symbolScale: try r.string(),
            symbolRenderingMode: try r.optional { try $0.string() }, accessibilityLabel: try r.optional { try $0.string() },
            decorative: try r.bool())
    }
}

extension ShapeNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.value(geometry)
        switch drawing {
        case .fill(let paint, let evenOdd): w.byte(0); w.value(paint); w.bool(evenOdd)
        case .stroke(let paint, let style, let inside): w.byte(1); w.value(paint); w.value(style); w.bool(inside)
        }
        w.double(inset); w.double(trimFrom); w.double(trimTo)
    }
    init(from r: inout BinaryArchiveReader) throws {
        let geometry: ShapeGeometry = try r.value()
        let drawing: Drawing
        switch try r.byte() {
        case 0: drawing = .fill(try r.value(), evenOdd: try r.bool())
        case 1: drawing = .stroke(try r.value(), try r.value(), inside: try r.bool())
        case let tag: throw r.unknownCase(tag, of: Drawing.self)
        }
        self.init(geometry: geometry, drawing: drawing, inset: try r.double(), trimFrom: try r.double(), trimTo: try r.double())
    }
}

extension ShapeGeometry: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch self {
        case .rectangle: w.byte(0)
        case .roundedRectangle(let width, let height, let style): w.byte(1); w.double(width); w.double(height); w.raw(style)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing, let style):
            w.byte(2); w.double(topLeading); w.double(bottomLeading); w.double(bottomTrailing); w.double(topTrailing); w.raw(style)
        case .circle: w.byte(3)
        case .ellipse: w.byte(4)
        case .capsule(let style): w.byte(5); w.raw(style)
        case .containerRelative: w.byte(6)
        case .path(let path, let size): w.byte(7); w.array(path.elements); w.value(size)
        }
    }
    init(from r: inout BinaryArchiveReader) throws {
        switch try r.byte() {
        case 0: self = .rectangle
        case 1: self = .roundedRectangle(cornerWidth: try r.double(), cornerHeight: try r.double(), style: try r.raw())
        case 2:
            self = .unevenRoundedRectangle(
                topLeading: try r.double(), bottomLeading: try r.double(), bottomTrailing: try r.double(),
                topTrailing: try r.double(), style: try r.raw())
        case 3: self = .circle
        case 4: self = .ellipse
        case 5: self = .capsule(style: try r.raw())
        case 6: self = .containerRelative
        case 7: self = .path(PathData(elements: try r.array()), referenceSize: try r.value())
        case let tag: throw r.unknownCase(tag, of: ShapeGeometry.self)
        }
    }
}

extension PathData.Element: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch self {
        case .move(let p): w.byte(0); w.value(p)
        case .line(let p): w.byte(1); w.value(p)
        case .quadCurve(let to, let control): w.byte(2); w.value(to); w.value(control)
        case .curve(let to, let control1, let control2): w.byte(3); w.value(to); w.value(control1); w.value(control2)
        case .close: w.byte(4)
        }
    }
    init(from r: inout BinaryArchiveReader) throws {
        switch try r.byte() {
        case 0: self = .move(try r.value())
        case 1: self = .line(try r.value())
        case 2: self = .quadCurve(to: try r.value(), control: try r.value())
        case 3: self = .curve(to: try r.value(), control1: try r.value(), control2: try r.value())
        case 4: self = .close
        case let tag: throw r.unknownCase(tag, of: PathData.Element.self)
        }
    }
}

extension StrokeStyleValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.double(lineWidth); w.raw(lineCap); w.raw(lineJoin); w.double(miterLimit); w.array(dash) { $0.double($1) }; w.double(dashPhase)
    }
    init(from r: inout BinaryArchiveReader) throws {
        self.init(
            lineWidth: try r.double(), lineCap: try r.raw(), lineJoin: try r.raw(), miterLimit: try r.double(),
            dash: try r.array { try $0.double() }, dashPhase: try r.double())
    }
}

// MARK: Paint

extension Paint: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch self {
        case .color(let color): w.byte(0); w.value(color)
        case .linearGradient(let gradient, let start, let end): w.byte(1); w.value(gradient); w.value(start); w.value(end)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            w.byte(2); w.value(gradient); w.value(center); w.double(startRadius); w.double(endRadius)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            w.byte(3); w.value(gradient); w.value(center); w.double(startAngle); w.double(endAngle)
        case .material(let name): w.byte(4); w.string(name)
        }
    }
    init(from r: inout BinaryArchiveReader) throws {
        switch try r.byte() {
        case 0: self = .color(try r.value())
        case 1: self = .linearGradient(try r.value(), start: try r.value(), end: try r.value())
        case 2: self = .radialGradient(try r.value(), center: try r.value(), startRadius: try r.double(), endRadius: try r.double())
        case 3: self = .angularGradient(try r.value(), center: try r.value(), startAngle: try r.double(), endAngle: try r.double())
        case 4: self = .material(try r.string())
        case let tag: throw r.unknownCase(tag, of: Paint.self)
        }
    }
}

extension ColorValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch self {
        case .rgba(let c): w.byte(0); w.double(c.red); w.double(c.green); w.double(c.blue); w.double(c.alpha); w.raw(c.space)
        case .asset(let name, let bundle, let opacity): w.byte(1); w.string(name); w.optional(bundle) { $0.string($1) }; w.double(opacity)
        }
    }
    init(from r: inout BinaryArchiveReader) throws {
        switch try r.byte() {
        case 0: self = .rgba(RGBAValue(red: try r.double(), green: try r.double(), blue: try r.double(), alpha: try r.double(), space: try r.raw()))
        case 1: self = .asset(name: try r.string(), bundle: try r.optional { try $0.string() }, opacity: try r.double())
        case let tag: throw r.unknownCase(tag, of: ColorValue.self)
        }
    }
}

extension GradientValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        w.array(stops) {
            $0.value($1.color); $0.double($1.location)
        }
    }
    init(from r: inout BinaryArchiveReader) throws { self.init(stops: try r.array { Stop(color: try $0.value(), location: try $0.double()) }) }
}

// MARK: Geometry

extension SizeValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) { w.double(width); w.double(height) }
    init(from r: inout BinaryArchiveReader) throws { self.init(width: try r.double(), height: try r.double()) }
}

extension PointValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) { w.double(x); w.double(y) }
    init(from r: inout BinaryArchiveReader) throws { self.init(x: try r.double(), y: try r.double()) }
}

extension EdgeInsetsValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) { w.double(top); w.double(leading); w.double(bottom); w.double(trailing) }
    init(from r: inout BinaryArchiveReader) throws { self.init(top: try r.double(), leading: try r.double(), bottom: try r.double(), trailing: try r.double()) }
}

extension AlignmentValue: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) { w.raw(horizontal); w.raw(vertical) }
    init(from r: inout BinaryArchiveReader) throws { self.init(horizontal: try r.raw(), vertical: try r.raw()) }
}
