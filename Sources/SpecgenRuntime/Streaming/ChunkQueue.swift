import Foundation

/// The unread chunks of a streamed body, first in first out, with their total size.
struct ChunkQueue: Sendable {
    private var chunks: [Data] = []
    private var first = 0
    /// The bytes held.
    private(set) var byteCount = 0

    mutating func append(_ chunk: Data) {
        chunks.append(chunk)
        byteCount += chunk.count
    }

    mutating func popFirst() -> Data? {
        guard first < chunks.count else { return nil }
        let chunk = chunks[first]
        first += 1
        byteCount -= chunk.count
        if first == chunks.count {
            chunks.removeAll(keepingCapacity: true)
            first = 0
        } else if first >= 64, first * 2 >= chunks.count {
            chunks.removeFirst(first)
            first = 0
        }
        return chunk
    }
}
