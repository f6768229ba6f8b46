import Foundation

/// Finds the root `<svg>` element and reads its size attributes, without a full XML parser.
///
/// Only "px" and unitless lengths are pixel sizes; "pt", "em", "%" and the like leave the
/// dimension unknown. When width and height are both absent the viewBox size is used (as
/// browsers do), and a single missing dimension follows the viewBox aspect ratio.
enum SVGHeaderReader {
    /// The root element sits near the top; a prolog longer than this is not worth scanning.
    private static let scanLimit = 64 * 1024

    static func read(_ data: Data) -> ImageHeader? {
        var scanner = Scanner(bytes: [UInt8](data.prefix(scanLimit)))
        guard let attributes = scanner.rootSVGAttributes() else { return nil }

        let viewBox = attributes["viewBox"].flatMap(parseViewBox)
        var width = attributes["width"].flatMap(parsePixels)
        var height = attributes["height"].flatMap(parsePixels)
        if let viewBox {
            switch (attributes["width"], attributes["height"]) {
            case (nil, nil):
                width = pixels(viewBox.width)
                height = pixels(viewBox.height)
            case (_?, nil):
                height = width.flatMap { pixels(Double($0) * viewBox.height / viewBox.width) }
            case (nil, _?):
                width = height.flatMap { pixels(Double($0) * viewBox.width / viewBox.height) }
            default:
                break
            }
        }
        return ImageHeader(format: .svg, pixelWidth: width, pixelHeight: height)
    }

    static func parsePixels(_ text: String) -> Int? {
        var value = Substring(text.trimmingWhitespace())
        if value.hasSuffix("px") { value = value.dropLast(2) }
        guard let number = Double(value) else { return nil }
        return pixels(number)
    }

    static func parseViewBox(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
        guard parts.count == 4, parts[2] > 0, parts[3] > 0, parts[2].isFinite, parts[3].isFinite else { return nil }
        return (parts[2], parts[3])
    }

    private static func pixels(_ value: Double) -> Int? {
        guard value.isFinite, value > 0, value < Double(Int32.max) else { return nil }
        return max(1, Int(value.rounded()))
    }

    /// A forward-only byte scanner over the start of the document.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }  // UTF-8 byte order mark
        }

        /// Skips the prolog (declaration, comments, doctype) and parses the first element if it is `svg`.
        mutating func rootSVGAttributes() -> [String: String]? {
            while true {
                skipWhitespace()
                if starts(with: "<?") {
                    guard skip(past: "?>") else { return nil }
                } else if starts(with: "<!--") {
                    guard skip(past: "-->") else { return nil }
                } else if starts(with: "<!") {
                    guard skipDeclaration() else { return nil }
                } else if starts(with: "<") {
                    position += 1
                    let name = readName()
                    // Accept a namespace prefix such as <svg:svg>.
                    guard name == "svg" || name.hasSuffix(":svg") else { return nil }
                    return readAttributes()
                } else {
                    return nil
                }
            }
        }

        private mutating func readAttributes() -> [String: String]? {
            var attributes: [String: String] = [:]
            while true {
                skipWhitespace()
                guard let byte = peek() else { return nil }
                if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { return attributes }
                let name = readName()
                guard !name.isEmpty else { return nil }
                skipWhitespace()
                guard peek() == UInt8(ascii: "=") else { continue }  // valueless attribute: tolerate
                position += 1
                skipWhitespace()
                guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
                position += 1
                let start = position
                while let byte = peek(), byte != quote { position += 1 }
                guard position < bytes.count else { return nil }
                let value = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                if attributes[name] == nil { attributes[name] = value }
            }
        }

        private mutating func readName() -> String {
            let start = position
            while let byte = peek(), !isWhitespace(byte),
                byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"), byte != UInt8(ascii: "=")
            {
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `<!DOCTYPE ...>` may hold an internal subset in brackets containing its own `>`s.
        private mutating func skipDeclaration() -> Bool {
            var depth = 0
            while let byte = peek() {
                position += 1
                if byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "]") { depth -= 1 }
                if byte == UInt8(ascii: ">") && depth <= 0 { return true }
            }
            return false
        }

        private mutating func skip(past terminator: String) -> Bool {
            let pattern = Array(terminator.utf8)
            while position < bytes.count {
                if bytes[position...].starts(with: pattern) {
                    position += pattern.count
                    return true
                }
                position += 1
            }
            return false
        }

        private func starts(with text: String) -> Bool {
            bytes[position...].starts(with: text.utf8)
        }

        private func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        private mutating func skipWhitespace() {
            while let byte = peek(), isWhitespace(byte) { position += 1 }
        }

        private func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
