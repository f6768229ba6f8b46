import ExtensionHost
import ExtensionProtocol
import Foundation

/// How `vitrine preview` shows what the extension logged during a request: one line per
/// message, `[info] com.example.game/Timeline: message`, among the request's other output.
enum ExtensionLogPrinter {
    /// An `onLog` callback that prints each batch on standard output, indented under the request.
    static let print: @Sendable (ExtensionLogBatch) -> Void = { batch in
        var text = ""
        for record in batch.records {
            // A message with line breaks keeps its later lines under the first.
            text += "  " + record.text.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
        }
        if let note = batch.limitNote { text += "  [vitrine] \(note)\n" }
        // Through stdio, as the rest of the output, so the lines keep their order in a pipe.
        if !text.isEmpty { Swift.print(text, terminator: "") }
    }

    /// The environment variable that shows private values, set for the extension when
    /// `--log-private` is given or the shell running `vitrine preview` exports it.
    static func privateValuesEnvironment(flag: Bool) -> [String: String] {
        let key = ExtensionProtocol.logPrivateEnvironmentKey
        return flag || ProcessInfo.processInfo.environment[key] == "1" ? [key: "1"] : [:]
    }
}
