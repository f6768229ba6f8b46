import Foundation

/// Structural checks JSON decoding cannot express: a renderer may then trust what it reads.
enum ArchiveValidator {
    static func validate(_ archive: ViewArchive) throws {
        var seen = Set<String>()
        try validate(archive.root, path: "root", seen: &seen)
        if let background = archive.containerBackground {
            var backgroundIDs = Set<String>()
            try validate(background, path: "containerBackground", seen: &backgroundIDs)
        }
        // A node kind newer than the version the archive claims: a reader of that version
        // could not have read it, so the writer mislabelled the archive.
        let required = ViewArchive.requiredVersion(root: archive.root, containerBackground: archive.containerBackground)
        guard archive.version >= required else {
            let kinds = ViewArchive.versionFeatures[required] ?? "version \(required)"
            throw fail("version", "archive says version \(archive.version) but holds \(kinds), which need version \(required)")
        }
    }

    private static func fail(_ path: String, _ reason: String) -> ArchiveError {
        .malformed(path: path, reason: reason)
    }

    private static func validate(_ node: Node, path: String, seen: inout Set<String>) throws {
        guard !node.id.isEmpty else { throw fail(path, "node has an empty id") }
        guard seen.insert(node.id).inserted else { throw fail(path, "duplicate node id \"\(node.id)\"") }

        switch node.content {
        case .modifier(let modifier):
            guard node.children.count == 1 else {
                throw fail(path, "modifier node \"\(node.id)\" must wrap exactly one child, has \(node.children.count)")
            }
            try validate(modifier, path: path, seen: &seen)
        case .text(let text):
            guard node.children.isEmpty else { throw fail(path, "text node \"\(node.id)\" cannot have children") }
            if let limit = text.lineLimit, limit < 0 { throw fail(path, "negative lineLimit \(limit)") }
            try finite(text.minimumScaleFactor, path, "minimumScaleFactor")
            guard (0...1).contains(text.minimumScaleFactor) else { throw fail(path, "minimumScaleFactor \(text.minimumScaleFactor) outside 0...1") }
            for run in text.runs { try finite(run.font.size, path, "font size"); guard run.font.size >= 0 else { throw fail(path, "negative font size") } }
        case .image, .shape, .spacer, .divider:
            guard node.children.isEmpty else { throw fail(path, "leaf node \"\(node.id)\" cannot have children") }
            if case .spacer(let s) = node.content, let m = s.minLength { try finite(m, path, "spacer minLength") }
        case .progress(let p):
            if case .determinate(let f) = p.value { try finite(f, path, "progress fraction") }
            if let l = p.label { try validate(l, path: path + ".label", seen: &seen) }
            if let l = p.currentValueLabel { try validate(l, path: path + ".currentValueLabel", seen: &seen) }
        case .gauge(let g):
            try finite(g.fraction, path, "gauge fraction")
            for (name, l) in [
                ("label", g.label), ("currentValueLabel", g.currentValueLabel), ("minimumValueLabel", g.minimumValueLabel),
                ("maximumValueLabel", g.maximumValueLabel),
            ] {
                if let l { try validate(l, path: path + "." + name, seen: &seen) }
            }
        case .stack(let s):
            if let spacing = s.spacing { try finite(spacing, path, "stack spacing") }
        case .link(let link):
            guard URL(string: link.url) != nil else { throw fail(path, "link URL \"\(link.url)\" is not a URL") }
        case .viewThatFits(let v):
            guard !v.axes.isEmpty else { throw fail(path, "ViewThatFits needs at least one axis") }
        case .ignored:
            break
        case .geometry(let g):
            guard node.children.count == 1 else {
                throw fail(path, "geometry node \"\(node.id)\" must hold exactly one child, has \(node.children.count)")
            }
            for v in [g.resolvedSize.width, g.resolvedSize.height] {
                try finite(v, path, "resolved size")
                guard v >= 0 else { throw fail(path, "negative resolved size \(v)") }
            }
        case .grid(let g):
            if let reason = g.problem(in: node) { throw fail(path, reason) }
        case .lazyGrid(let g):
            if let spacing = g.spacing { try finite(spacing, path, "grid spacing") }
            for item in g.items {
                let lengths: [Double]
                switch item.size {
                case .fixed(let v): lengths = [v]
                case .flexible(let mn, let mx), .adaptive(let mn, let mx): lengths = [mn] + (mx.map { [$0] } ?? [])
                }
                for v in lengths {
                    try finite(v, path, "grid item size")
                    guard v >= 0 else { throw fail(path, "negative grid item size \(v)") }
                }
                if let spacing = item.spacing { try finite(spacing, path, "grid item spacing") }
            }
        }
        for (index, child) in node.children.enumerated() {
            try validate(child, path: "\(path).children[\(index)]", seen: &seen)
        }
    }

    private static func validate(_ modifier: Modifier, path: String, seen: inout Set<String>) throws {
        switch modifier {
        case .padding(let e):
            for v in [e.top, e.leading, e.bottom, e.trailing] { try finite(v, path, "padding") }
        case .frame(let w, let h, _):
            for v in [w, h].compactMap({ $0 }) {
                try finite(v, path, "frame")
                guard v >= 0 else { throw fail(path, "negative frame dimension \(v)") }
            }
        case .flexibleFrame(let f):
            for v in [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].compactMap({ $0 }) {
                guard !v.isNaN, v >= 0 else { throw fail(path, "invalid flexible frame dimension \(v)") }
            }
        case .background(let n, _), .overlay(let n, _), .mask(let n, _):
            try validate(n, path: path + ".modifier", seen: &seen)
        case .opacity(let v), .layoutPriority(let v), .zIndex(let v):
            try finite(v, path, "modifier value")
        case .shadow(_, let r, let x, let y):
            for v in [r, x, y] { try finite(v, path, "shadow") }
        case .blur(let r, _):
            try finite(r, path, "blur radius")
        case .offset(let x, let y):
            try finite(x, path, "offset"); try finite(y, path, "offset")
        case .position(let x, let y):
            try finite(x, path, "position"); try finite(y, path, "position")
        case .rotation(let d, _):
            try finite(d, path, "rotation")
        case .scale(let x, let y, _):
            try finite(x, path, "scale"); try finite(y, path, "scale")
        case .aspectRatio(let r, _):
            if let r { try finite(r, path, "aspect ratio"); guard r > 0 else { throw fail(path, "aspect ratio must be positive") } }
        case .hidden, .clip, .fixedSize, .accessibility, .widgetAccentable, .invalidatable, .toggleLook:
            break
        case .intentAction(let action):
            try validate(action, path: path)
        }
    }

    /// An intent action names a type the extension can look up and carries a bounded JSON object:
    /// the host sends both back to the extension on a tap, so garbage stops here.
    private static func validate(_ action: IntentAction, path: String) throws {
        let name = action.typeName.utf8
        guard !name.isEmpty, name.count <= IntentAction.maximumTypeNameBytes else {
            throw fail(path, "intent type name has \(name.count) bytes; it must have 1 to \(IntentAction.maximumTypeNameBytes)")
        }
        guard name.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw fail(path, "intent type name must be printable ASCII without spaces (a Swift mangled name)")
        }
        guard action.displayName.utf8.count <= IntentAction.maximumTypeNameBytes else {
            throw fail(path, "intent display name is longer than \(IntentAction.maximumTypeNameBytes) bytes")
        }
        let parameters = Data(action.parameters.utf8)
        guard parameters.count <= IntentAction.maximumParameterBytes else {
            throw fail(path, "intent parameters take \(parameters.count) bytes; at most \(IntentAction.maximumParameterBytes) are allowed")
        }
        guard (try? JSONSerialization.jsonObject(with: parameters)) is [String: Any] else {
            throw fail(path, "intent parameters must be a JSON object of parameter values")
        }
        if action.control == .toggle, action.isOn == nil { throw fail(path, "a toggle's intent action needs isOn") }
    }

    private static func finite(_ value: Double, _ path: String, _ what: String) throws {
        guard value.isFinite else { throw fail(path, "\(what) must be finite, got \(value)") }
    }
}
