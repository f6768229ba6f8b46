/// Writes a printf-style message to `log` (iOS 10's `os_log`). Placeholders may carry Apple's
/// privacy annotations, `%{public}@`, `%{private}d`, `%{private, mask.hash}s`; without one,
/// numbers are shown and `%@`/`%s` values are redacted as `<private>`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: CVarArg...
) {
    log.write(type, LegacyFormat.render(message.description, args, revealingPrivate: LogOutput.revealsPrivate))
}

/// Writes a printf-style message at `type` to `log` (iOS 12's argument order).
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: CVarArg...
) {
    log.write(type, LegacyFormat.render(message.description, args, revealingPrivate: LogOutput.revealsPrivate))
}

/// Writes an interpolated message to the default log at the default level (iOS 14's form).
/// A plain literal takes the `StaticString` form instead, with the same result.
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    OSLog.default.write(.default, message.rendered(revealingPrivate: LogOutput.revealsPrivate))
}

/// Writes an interpolated message at `logLevel` to `logObject` (iOS 14's form).
@_disfavoredOverload
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
    logObject.write(logLevel, message.rendered(revealingPrivate: LogOutput.revealsPrivate))
}

/// printf-style formatting with os_log's privacy annotations, one placeholder at a time.
package enum LegacyFormat {
    /// `format` with `args` substituted; a placeholder without an argument stays as written.
    package static func render(_ format: String, _ args: [CVarArg], revealingPrivate: Bool) -> String {
        var out = ""
        var remaining = args[...]
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                out.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let start = index
            var cursor = index + 1
            guard cursor < scalars.count else { out += "%"; break }
            if scalars[cursor] == "%" { out += "%"; index = cursor + 1; continue }
            // {public}, {private}, {sensitive}, {private, mask.hash}; other annotations are ignored.
            var annotations: [String] = []
            if scalars[cursor] == "{" {
                guard let close = scalars[cursor...].firstIndex(of: "}") else { out += String(String.UnicodeScalarView(scalars[index...])); break }
                annotations = String(String.UnicodeScalarView(scalars[(cursor + 1)..<close]))
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                cursor = close + 1
            }
            var spec = "%"
            while cursor < scalars.count, "-+ #0123456789.'hlqLjzt".unicodeScalars.contains(scalars[cursor]) {
                spec.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count else { out += String(String.UnicodeScalarView(scalars[index...])); break }
            let conversion = scalars[cursor]
            spec.unicodeScalars.append(conversion)
            index = cursor + 1
            guard let arg = remaining.popFirst() else {
                out += String(String.UnicodeScalarView(scalars[start..<index]))
                continue
            }
            let isText = conversion == "@" || conversion == "s" || conversion == "S"
            let privacy: OSLogPrivacy
            if annotations.contains("public") {
                privacy = .public
            } else if annotations.contains("private") || annotations.contains("sensitive") {
                privacy = annotations.contains("mask.hash") ? .private(mask: .hash) : .private
            } else {
                privacy = annotations.contains("mask.hash") ? .auto(mask: .hash) : .auto
            }
            let text = conversion == "@" ? String(describing: arg) : String(format: spec, arg)
            if revealingPrivate || !privacy.redacts(publicByDefault: !isText) {
                out += text
            } else if privacy.mask == .hash {
                out += "<mask.hash: '\(RedactionHash.of(text))'>"
            } else {
                out += "<private>"
            }
        }
        return out
    }
}
