import Foundation

/// Cuts JSON Lines (`application/jsonl`, `application/x-ndjson`) into records, fed chunk by chunk: a line ends
/// with LF (a CR before it is dropped); blank lines (nothing but spaces, tabs or CR) are skipped; the last line
/// needs no LF.
struct JSONLinesParser: Sendable {
    /// The longest line, in bytes.
    let limit: Int
    private var line: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Parses `chunk`, appending each record it completes to `records`.
    /// - Throws: ``StreamPartTooLarge`` when a line grows past ``limit``.
    mutating func feed(_ chunk: Data, into records: inout [StreamPart]) throws {
        try chunk.withUnsafeBytes { bytes in
            var start = 0
            while let end = bytes[start...].firstIndex(of: .lineFeed) {
                let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                if line.isEmpty {
                    try emit(piece, into: &records)
                } else {
                    line.append(contentsOf: piece)
                    try line.withUnsafeBytes { try emit($0, into: &records) }
                    line.removeAll(keepingCapacity: true)
                }
                start = end + 1
            }
            if start < bytes.count {
                line.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start...]))
                if line.count > limit { throw tooLarge(line) }
            }
        }
    }

    /// The body ended: a last line without its LF is a record too.
    mutating func finish(into records: inout [StreamPart]) throws {
        try line.withUnsafeBytes { try emit($0, into: &records) }
        line.removeAll()
    }

    private func emit(_ raw: UnsafeRawBufferPointer, into records: inout [StreamPart]) throws {
        var bytes = raw[...]
        if bytes.last == .carriageReturn { bytes = bytes.dropLast() }
        guard bytes.contains(where: { $0 != .space && $0 != .tab && $0 != .carriageReturn }) else { return }
        if bytes.count > limit { throw tooLarge(bytes) }
        records.append(.record(Data(bytes)))
    }

    private func tooLarge(_ bytes: some Collection<UInt8>) -> StreamPartTooLarge {
        StreamPartTooLarge(limit: limit, excerpt: Data(bytes.prefix(BodyExcerpt.limit)))
    }
}
