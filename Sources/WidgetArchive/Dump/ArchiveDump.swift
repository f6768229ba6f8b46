import Foundation

/// A readable, deterministic text form of an archive, one node per line, for debugging
/// and for checked-in expectations.
public enum ArchiveDump {
    /// The whole archive as text: a header line with the environment, the container background, the tree, then diagnostics.
    public static func dump(_ archive: ViewArchive) -> String {
        var out = DumpWriter()
        let env = archive.environment
        var header = "archive v\(archive.version)"
        if let family = env.widgetFamily { header += " family=\(family)" }
        if let size = env.displaySize { header += " size=\(num(size.width))x\(num(size.height))" }
        header += " scheme=\(env.colorScheme.rawValue) locale=\(env.localeIdentifier) tz=\(env.timeZoneIdentifier)"
        if env.dynamicTypeSize != "large" { header += " type=\(env.dynamicTypeSize)" }
        if env.widgetRenderingMode != "fullColor" { header += " mode=\(env.widgetRenderingMode)" }
        if !env.redactionReasons.isEmpty { header += " redacted=\(env.redactionReasons.map(\.rawValue).joined(separator: ","))" }
        if env.isPreview { header += " preview" }
        out.line(0, header)
        if let url = archive.widgetURL { out.line(0, "widgetURL: \(url)") }
        if let background = archive.containerBackground {
            out.line(0, "containerBackground:")
            write(background, depth: 1, into: &out)
        }
        out.line(0, "root:")
        write(archive.root, depth: 1, into: &out)
        for diagnostic in archive.diagnostics {
            out.line(0, "! \(diagnostic)")
        }
        return out.text
    }

    /// One subtree, for tests and error messages.
    public static func dump(_ node: Node) -> String {
        var out = DumpWriter()
        write(node, depth: 0, into: &out)
        return out.text
    }

    static func write(_ node: Node, depth: Int, into out: inout DumpWriter) {
        var line = describe(node.content)
        if let reasons = node.redaction, !reasons.isEmpty { line += " redacted(\(reasons.map(\.rawValue).joined(separator: ",")))" }
        if node.privacySensitive == true { line += " privacySensitive" }
        line += "  #\(node.id)"
        out.line(depth, line)
        switch node.content {
        case .modifier(let m):
            switch m {
            case .background(let n, _), .overlay(let n, _), .mask(let n, _):
                out.line(depth + 1, "with:")
                write(n, depth: depth + 2, into: &out)
            default: break
            }
        case .progress(let p):
            if let l = p.label { out.line(depth + 1, "label:"); write(l, depth: depth + 2, into: &out) }
            if let l = p.currentValueLabel { out.line(depth + 1, "currentValueLabel:"); write(l, depth: depth + 2, into: &out) }
        case .gauge(let g):
            for (name, l) in [
                ("label", g.label), ("currentValueLabel", g.currentValueLabel), ("minimumValueLabel", g.minimumValueLabel),
                ("maximumValueLabel", g.maximumValueLabel),
            ] {
                if let l { out.line(depth + 1, "\(name):"); write(l, depth: depth + 2, into: &out) }
            }
        default: break
        }
        for child in node.children { write(child, depth: depth + 1, into: &out) }
    }

    static func describe(_ content: NodeContent) -> String {
        switch content {
        case .text(let t):
            var s = "Text " + t.runs.map(describe).joined(separator: " + ")
            if let l = t.lineLimit { s += " lineLimit=\(l)" }
            if t.alignment != .leading { s += " align=\(t.alignment.rawValue)" }
            if t.truncation != .tail { s += " truncate=\(t.truncation.rawValue)" }
            if t.minimumScaleFactor != 1 { s += " minScale=\(num(t.minimumScaleFactor))" }
            if t.lineSpacing != 0 { s += " lineSpacing=\(num(t.lineSpacing))" }
            if t.allowsTightening { s += " tightening" }
            return s
        case .image(let i):
            return "Image " + describe(i)
        case .shape(let s):
            var d = "Shape \(describe(s.geometry)) "
            switch s.drawing {
            case .fill(let p, let eo): d += "fill(\(describe(p))\(eo ? ", evenOdd" : ""))"
            case .stroke(let p, let st, let inside):
                d += "\(inside ? "strokeBorder" : "stroke")(\(describe(p)), width=\(num(st.lineWidth))"
                if st.lineCap != .butt { d += ", cap=\(st.lineCap.rawValue)" }
                if st.lineJoin != .miter { d += ", join=\(st.lineJoin.rawValue)" }
                if !st.dash.isEmpty { d += ", dash=\(st.dash.map(num).joined(separator: ","))" }
                d += ")"
            }
            if s.inset != 0 { d += " inset=\(num(s.inset))" }
            if s.trimFrom != 0 || s.trimTo != 1 { d += " trim=\(num(s.trimFrom))...\(num(s.trimTo))" }
            return d
        case .stack(let s):
            let name = (s.lazy ? "Lazy" : "") + ["horizontal": "HStack", "vertical": "VStack", "depth": "ZStack"][s.kind.rawValue]!
            var d =
                s.kind == .depth
                ? "\(name)(alignment: \(describe(s.alignment, for: s.kind)))"
                : "\(name)(alignment: \(describe(s.alignment, for: s.kind)), spacing: \(s.spacing.map(num) ?? "default"))"
            if s.implicit { d += " implicit" }
            return d
        case .spacer(let s):
            return "Spacer" + (s.minLength.map { "(minLength: \(num($0)))" } ?? "")
        case .divider(let d):
            return "Divider(\(describe(d.color)), \(num(d.thickness)))"
        case .progress(let p):
            var d = "ProgressView(\(p.style.rawValue), "
            switch p.value {
            case .determinate(let f): d += "fraction=\(num(f))"
            case .indeterminate: d += "indeterminate"
            case .timer(let a, let b, let down): d += "timer \(date(a))...\(date(b))\(down ? " countsDown" : "")"
            }
            if let tint = p.tint { d += ", tint=\(describe(tint))" }
            return d + ")"
        case .gauge(let g):
            return "Gauge(\(g.style), fraction=\(num(g.fraction))\(g.tint.map { ", tint=\(describe($0))" } ?? ""))"
        case .link(let l):
            return "Link(\(l.url))"
        case .viewThatFits(let v):
            return "ViewThatFits(in: \(v.axes.map(\.rawValue).joined(separator: ", ")))"
        case .ignored(let i):
            return "Ignored \(i.viewType): \(i.reason)"
        case .geometry(let g):
            let name = g.kind == .canvas ? "Canvas" : "GeometryReader"
            return "\(name)(resolved for \(num(g.resolvedSize.width))×\(num(g.resolvedSize.height)))"
        case .lazyGrid(let g):
            return describe(g)
        case .grid(let g):
            return describe(g)
        case .modifier(let m):
            return describe(m)
        }
    }

    static func describe(_ m: Modifier) -> String {
        switch m {
        case .padding(let e): return ".padding(\(describe(e)))"
        case .frame(let w, let h, let a):
            return ".frame(width: \(w.map(num) ?? "nil"), height: \(h.map(num) ?? "nil"), alignment: \(describe(a)))"
        case .flexibleFrame(let f):
            let parts: [(String, Double?)] = [
                ("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight),
            ]
            let given = parts.compactMap { name, v in v.map { "\(name): \(num($0))" } }
            return ".frame(\((given + ["alignment: \(describe(f.alignment))"]).joined(separator: ", ")))"
        case .background(_, let a): return ".background(alignment: \(describe(a)))"
        case .overlay(_, let a): return ".overlay(alignment: \(describe(a)))"
        case .opacity(let v): return ".opacity(\(num(v)))"
        case .hidden: return ".hidden()"
        case .clip(let g, let aa): return ".clip(\(describe(g))\(aa ? "" : ", aliased"))"
        case .mask(_, let a): return ".mask(alignment: \(describe(a)))"
        case .shadow(let c, let r, let x, let y): return ".shadow(\(describe(c)), radius: \(num(r)), x: \(num(x)), y: \(num(y)))"
        case .blur(let r, let opaque): return ".blur(radius: \(num(r))\(opaque ? ", opaque" : ""))"
        case .offset(let x, let y): return ".offset(x: \(num(x)), y: \(num(y)))"
        case .rotation(let d, let a): return ".rotation(\(num(d))°, anchor: \(num(a.x)),\(num(a.y)))"
        case .scale(let x, let y, let a): return ".scale(x: \(num(x)), y: \(num(y)), anchor: \(num(a.x)),\(num(a.y)))"
        case .layoutPriority(let p): return ".layoutPriority(\(num(p)))"
        case .fixedSize(let h, let v): return ".fixedSize(horizontal: \(h), vertical: \(v))"
        case .aspectRatio(let r, let mode): return ".aspectRatio(\(r.map(num) ?? "nil"), \(mode.rawValue))"
        case .zIndex(let z): return ".zIndex(\(num(z)))"
        case .accessibility(let label): return ".accessibilityLabel(\(quote(label)))"
        case .widgetAccentable(let a): return ".widgetAccentable(\(a))"
        case .position(let x, let y): return ".position(x: \(num(x)), y: \(num(y)))"
        case .invalidatable: return ".invalidatableContent()"
        case .toggleLook(let isOn): return ".toggleLook(isOn: \(isOn))"
        case .intentAction(let a):
            let state = a.isOn.map { ", isOn: \($0)" } ?? ""
            return ".intent(\(a.control.rawValue), \(a.displayName)\(a.parameters == "{}" ? "" : " \(a.parameters)")\(state)\(a.opensApp ? ", opensApp" : ""))"
        }
    }

    static func describe(_ run: TextRun) -> String {
        var s: String
        switch run.content {
        case .string(let str): s = quote(str)
        case .date(let d): s = describe(d)
        case .image(let i): s = "Image " + describe(i)
        }
        var attrs = [describe(run.font), describe(run.foreground)]
        if run.kerning != 0 { attrs.append("kerning=\(num(run.kerning))") }
        if run.tracking != 0 { attrs.append("tracking=\(num(run.tracking))") }
        if run.baselineOffset != 0 { attrs.append("baseline=\(num(run.baselineOffset))") }
        if run.underline != nil { attrs.append("underline") }
        if run.strikethrough != nil { attrs.append("strikethrough") }
        s += "{\(attrs.joined(separator: " "))}"
        return s
    }

    static func describe(_ d: DateText) -> String {
        switch d.kind {
        case .styled(let date, let style): return "Date(\(Self.date(date)), .\(style.rawValue))"
        case .interval(let a, let b): return "Interval(\(date(a))...\(date(b)))"
        case .timer(let a, let b, let pause, let down, let hours):
            return "Timer(\(date(a))...\(date(b))\(pause.map { ", paused \(date($0))" } ?? "")\(down ? ", down" : ", up")\(hours ? "" : ", noHours"))"
        }
    }

    static func describe(_ f: FontSpec) -> String {
        var s: String
        switch f.family {
        case .system(let design): s = design == "default" ? "system" : design
        case .custom(let name): s = quote(name)
        }
        if let style = f.textStyle { s += "/\(style)" }
        s += " \(num(f.size)) \(f.weight.rawValue)"
        if f.italic { s += " italic" }
        if f.monospacedDigit { s += " monoDigits" }
        if f.smallCaps { s += " smallCaps" }
        if f.leading != .standard { s += " leading=\(f.leading.rawValue)" }
        return s
    }

    static func describe(_ i: ImageNode) -> String {
        var s: String
        switch i.source {
        case .asset(let name, let bundle): s = "asset(\(quote(name))\(bundle.map { " in \($0)" } ?? ""))"
        case .system(let name, let v): s = "symbol(\(quote(name))\(v.map { ", variable: \(num($0))" } ?? ""))"
        case .bitmap(let b): s = "bitmap(\(b.format) \(b.pixelWidth)x\(b.pixelHeight) @\(num(b.scale))x, \(b.data.count) bytes)"
        }
        if let r = i.resizing { s += " resizable(\(r.mode.rawValue)\(r.capInsets == .zero ? "" : ", caps: \(describe(r.capInsets))"))" }
        if let mode = i.renderingMode { s += " \(mode.rawValue)" }
        if i.interpolation != .high { s += " interpolation=\(i.interpolation.rawValue)" }
        if !i.antialiased { s += " aliased" }
        if case .system = i.source {
            s += " font=\(describe(i.symbolFont)) scale=\(i.symbolScale)"
            if let m = i.symbolRenderingMode { s += " \(m)" }
        }
        if i.renderingMode == .template || { if case .system = i.source { return true } else { return false } }() {
            s += " tint=\(describe(i.foreground))"
        }
        if let label = i.accessibilityLabel { s += " label=\(quote(label))" }
        if i.decorative { s += " decorative" }
        return s
    }

    static func describe(_ g: ShapeGeometry) -> String {
        switch g {
        case .rectangle: return "rect"
        case .roundedRectangle(let w, let h, let style):
            return "roundedRect(\(w == h ? num(w) : "\(num(w))x\(num(h))")\(style == .continuous ? ", continuous" : ""))"
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style):
            return "unevenRoundedRect(\([tl, bl, br, tr].map(num).joined(separator: ","))\(style == .continuous ? ", continuous" : ""))"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .capsule(let style): return "capsule" + (style == .continuous ? "(continuous)" : "")
        case .containerRelative: return "containerRelative"
        case .path(let p, let size): return "path(\(p.elements.count) elements in \(num(size.width))x\(num(size.height)))"
        }
    }

    /// A paint in short form (`#RRGGBBAA`, `linear[…](…)`, `material(regular)`).
    public static func describe(_ p: Paint) -> String {
        switch p {
        case .color(let c): return describe(c)
        case .linearGradient(let g, let a, let b):
            return "linear[\(describe(g))](\(num(a.x)),\(num(a.y))→\(num(b.x)),\(num(b.y)))"
        case .radialGradient(let g, let c, let r0, let r1):
            return "radial[\(describe(g))](at \(num(c.x)),\(num(c.y)) r \(num(r0))→\(num(r1)))"
        case .angularGradient(let g, let c, let a0, let a1):
            return "angular[\(describe(g))](at \(num(c.x)),\(num(c.y)) \(num(a0))°→\(num(a1))°)"
        case .material(let m): return "material(\(m))"
        }
    }

    /// A color in short form: `#RRGGBBAA` (with its space when not sRGB) or `asset("name")`.
    public static func describe(_ c: ColorValue) -> String {
        switch c {
        case .rgba(let v):
            let hex = [v.red, v.green, v.blue, v.alpha].map { component -> String in
                // NaN is not clamped by min/max; it dumps as 00 instead of trapping in Int(_:).
                let byte = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }.joined()
            return "#" + hex + (v.space == .sRGB ? "" : "(\(v.space.rawValue))")
        case .asset(let name, let bundle, let opacity):
            return "asset(\(quote(name))\(bundle.map { " in \($0)" } ?? "")\(opacity == 1 ? "" : ", opacity \(num(opacity))"))"
        }
    }

    static func describe(_ g: GradientValue) -> String {
        g.stops.map { "\(describe($0.color))@\(num($0.location))" }.joined(separator: " ")
    }

    static func describe(_ e: EdgeInsetsValue) -> String {
        if e.top == e.leading && e.top == e.bottom && e.top == e.trailing { return num(e.top) }
        return "top: \(num(e.top)), leading: \(num(e.leading)), bottom: \(num(e.bottom)), trailing: \(num(e.trailing))"
    }

    static func describe(_ a: AlignmentValue) -> String {
        switch (a.horizontal, a.vertical) {
        case (.center, .center): return "center"
        case (.center, let v): return v.rawValue
        case (let h, .center): return h.rawValue
        case (let h, let v): return v.rawValue + h.rawValue.prefix(1).uppercased() + h.rawValue.dropFirst()
        }
    }

    static func describe(_ a: AlignmentValue, for kind: StackNode.Kind) -> String {
        switch kind {
        case .horizontal: a.vertical.rawValue
        case .vertical: a.horizontal.rawValue
        case .depth: describe(a)
        }
    }

    /// Numbers without noise: `16`, `0.5`, `inf`.
    public static func num(_ v: Double) -> String {
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        if v.isNaN { return "nan" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format: "%.4f", v)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// When set, dates print as offsets from it (`now+3600s`), so dumps of entries made
    /// with `Date()` are stable across runs.
    @TaskLocal public static var referenceDate: Date?

    /// A date as an offset from `referenceDate` (`now+3600s`) when one is set, else absolute.
    public static func date(_ d: Date) -> String {
        if let reference = referenceDate {
            let interval = d.timeIntervalSince(reference).rounded()
            guard let seconds = Int(exactly: interval) else { return "now+\(interval)s" }  // NaN or beyond Int
            return seconds >= 0 ? "now+\(seconds)s" : "now\(seconds)s"
        }
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: d)
    }

    static func quote(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

struct DumpWriter {
    var text = ""
    mutating func line(_ depth: Int, _ s: String) {
        text += String(repeating: "  ", count: depth) + s + "\n"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
