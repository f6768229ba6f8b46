import ExtensionProtocol

/// The log messages an extension wrote while one request ran (`OSLog`'s lines on its standard
/// error), within the host's limits, and what the limits left out.
///
/// Lines are attributed to the request that was running when the host received its answer:
/// everything the extension wrote since the previous request's answer, including what it
/// logged at launch or between requests.
public struct ExtensionLogBatch: Equatable, Sendable {
    /// The messages kept, oldest first.
    public var records: [ExtensionLogRecord] = []
    /// Log lines beyond ``ExtensionLogLimits/linesPerRequest``: counted, not kept.
    public var droppedLines = 0
    /// The bytes of the dropped lines.
    public var droppedBytes = 0
    /// Kept messages whose text was cut to ``ExtensionLogLimits/messageBytes``.
    public var truncatedMessages = 0

    /// A batch from its parts.
    public init(records: [ExtensionLogRecord] = [], droppedLines: Int = 0, droppedBytes: Int = 0, truncatedMessages: Int = 0) {
        self.records = records
        self.droppedLines = droppedLines
        self.droppedBytes = droppedBytes
        self.truncatedMessages = truncatedMessages
    }

    /// Nothing was logged.
    public var isEmpty: Bool { records.isEmpty && droppedLines == 0 }

    /// What the limits did, in words; nil when every line was kept whole.
    public var limitNote: String? {
        var parts: [String] = []
        if droppedLines > 0 {
            parts.append("\(droppedLines) more log line\(droppedLines == 1 ? "" : "s") (\(droppedBytes) bytes) dropped beyond \(records.count) in one request")
        }
        if truncatedMessages > 0 {
            parts.append("\(truncatedMessages) message\(truncatedMessages == 1 ? "" : "s") cut at the size limit")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}

/// How much of an extension's log the host keeps per request, so an extension that logs a
/// megabyte a second costs the host a bounded amount of memory and store.
public struct ExtensionLogLimits: Equatable, Sendable {
    /// Messages kept per request; later ones are counted and dropped.
    public var linesPerRequest: Int
    /// A message longer than this (UTF-8 bytes) is cut, at a character boundary, and marked.
    public var messageBytes: Int
    /// A subsystem or category longer than this is cut.
    public var nameBytes: Int

    /// The defaults: 100 messages per request of at most 1024 bytes each (Apple's unified
    /// logging also cuts long dynamic messages at about a kilobyte).
    public init(linesPerRequest: Int = 100, messageBytes: Int = 1024, nameBytes: Int = 256) {
        self.linesPerRequest = linesPerRequest
        self.messageBytes = messageBytes
        self.nameBytes = nameBytes
    }

    /// Longest line read whole; the rest of a longer line is skipped (and counted).
    var lineBytes: Int { max(4096, 4 * (messageBytes + 2 * nameBytes) + 64) }
}

/// Splits an extension's standard error into lines and keeps its log lines within limits.
/// Not thread-safe: `StderrCapture` calls it under its lock.
struct ExtensionLogCollector {
    let limits: ExtensionLogLimits
    private var partial: [UInt8] = []
    /// Bytes of the current line beyond `lineBytes`, skipped.
    private var skipped = 0
    private var batch = ExtensionLogBatch()

    init(limits: ExtensionLogLimits) { self.limits = limits }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        var rest = bytes
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            take(rest[rest.startIndex..<newline])
            endLine()
            rest = rest[(newline + 1)...]
        }
        take(rest)
    }

    /// The stream ended: a last line without a newline still counts.
    mutating func finish() {
        if !partial.isEmpty || skipped > 0 { endLine() }
    }

    /// The batch so far, and a fresh one.
    mutating func takeBatch() -> ExtensionLogBatch {
        defer { batch = ExtensionLogBatch() }
        return batch
    }

    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        let room = max(0, limits.lineBytes - partial.count)
        partial.append(contentsOf: bytes.prefix(room))
        skipped += max(0, bytes.count - room)
    }

    private mutating func endLine() {
        defer {
            partial.removeAll(keepingCapacity: partial.count <= 4096)
            skipped = 0
        }
        let marker = Array((ExtensionLogRecord.marker + "\t").utf8)
        guard partial.starts(with: marker) else { return }
        let lineBytes = partial.count + skipped
        if batch.records.count >= limits.linesPerRequest {
            batch.droppedLines += 1
            batch.droppedBytes += lineBytes + 1
            return
        }
        var text = String(decoding: partial, as: UTF8.self)
        var record = ExtensionLogRecord.parse(text)
        if record == nil && skipped > 0 {
            // Cut inside an escape: drop the lone backslash.
            text.unicodeScalars.removeLast()
            record = ExtensionLogRecord.parse(text)
        }
        guard var record else { return }
        record.subsystem = Self.cut(record.subsystem, to: limits.nameBytes)
        record.category = Self.cut(record.category, to: limits.nameBytes)
        if skipped > 0 || record.message.utf8.count > limits.messageBytes {
            let size = skipped > 0 ? "a line of \(lineBytes) bytes" : "\(record.message.utf8.count) bytes"
            record.message = Self.cut(record.message, to: limits.messageBytes) + " [cut by the host at \(limits.messageBytes) bytes: \(size)]"
            batch.truncatedMessages += 1
        }
        batch.records.append(record)
    }

    /// `text`'s longest prefix of whole characters within `bytes` UTF-8 bytes, with an
    /// ellipsis when something was cut.
    static func cut(_ text: String, to bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var count = 0
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            count += text.utf8.distance(from: index, to: next)
            if count > bytes { break }
            end = next
        }
        return String(text[..<end]) + "…"
    }
}
