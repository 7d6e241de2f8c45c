import Foundation

/// Cuts a JSON text sequence (`application/json-seq`, RFC 7464) into records, fed chunk by chunk. Each text
/// starts with RS (`0x1E`) and ends with LF; since a text may hold line breaks of its own, it is complete at the
/// first LF where its brackets are closed and no string is open — or, failing that, at the next RS or the end of
/// the body. Whitespace around a text is dropped; an empty one is skipped.
struct JSONSequenceParser: Sendable {
    /// The longest text, in bytes.
    let limit: Int
    private var text: [UInt8] = []
    /// Brackets open in `text`, outside strings.
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// `text` holds something besides whitespace.
    private var hasValue = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Parses `chunk`, appending each record it completes to `records`.
    /// - Throws: ``StreamPartTooLarge`` when a text grows past ``limit``.
    mutating func feed(_ chunk: Data, into records: inout [StreamPart]) throws {
        try chunk.withUnsafeBytes { bytes in
            for byte in bytes {
                if byte == .recordSeparator {
                    try emit(into: &records)
                    continue
                }
                text.append(byte)
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true; hasValue = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; hasValue = true
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                case .lineFeed: if depth <= 0, hasValue { try emit(into: &records) }
                case .space, .tab, .carriageReturn: break
                default: hasValue = true
                }
            }
            if text.count > limit {
                throw StreamPartTooLarge(limit: limit, excerpt: Data(text.prefix(BodyExcerpt.limit)))
            }
        }
    }

    /// The body ended: a text still open is a record.
    mutating func finish(into records: inout [StreamPart]) throws {
        try emit(into: &records)
    }

    private mutating func emit(into records: inout [StreamPart]) throws {
        if text.count > limit {
            throw StreamPartTooLarge(limit: limit, excerpt: Data(text.prefix(BodyExcerpt.limit)))
        }
        defer {
            text.removeAll(keepingCapacity: true)
            depth = 0
            inString = false
            escaped = false
            hasValue = false
        }
        guard hasValue else { return }
        let isSpace: (UInt8) -> Bool = { $0 == .space || $0 == .tab || $0 == .carriageReturn || $0 == .lineFeed }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return }
        records.append(.record(Data(text[first...last])))
    }
}
