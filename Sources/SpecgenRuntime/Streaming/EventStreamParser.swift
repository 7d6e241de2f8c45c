import Foundation

/// Cuts a `text/event-stream` body into ``ServerSentEvent``s as the WHATWG parsing rules say, fed chunk by chunk:
/// CR, LF and CRLF end lines (a CR and its LF may come in different chunks), a chunk may end anywhere — inside a
/// line or a UTF-8 sequence — and one byte order mark at the very start is dropped.
///
/// One deviation: at the end of the body (``finish(into:)``), an event that lacks its closing blank line is still
/// dispatched (WHATWG drops it). A broken connection never calls `finish`, so a cut event is not dispatched.
struct EventStreamParser: Sendable {
    /// The largest event (its data and the line being read), in bytes.
    let limit: Int
    /// The last event ID (`""`: none): the `id:` in force at the last blank line (the event source's last event ID
    /// string, sent as `Last-Event-ID`). It outlives each event and a reconnection.
    private(set) var lastEventID = ""
    /// The reconnection time the server asked for with `retry:`, in milliseconds.
    private(set) var reconnectionTime: Int?

    private var line: [UInt8] = []
    /// The previous chunk ended with CR: an LF opening the next one ends no line.
    private var afterCR = false
    /// No line was completed yet: a byte order mark may open the first one.
    private var atStart = true
    /// The latest `id:`, which becomes ``lastEventID`` at the next blank line.
    private var idBuffer = ""
    private var eventType = ""
    /// The event's data so far; handed to the event as it is at the blank line.
    private var data = Data()
    private var hasData = false
    private var retry: Int?

    init(limit: Int, lastEventID: String = "") {
        self.limit = limit
        self.lastEventID = lastEventID
        self.idBuffer = lastEventID
    }

    /// Parses `chunk`, appending each event it completes to `events`.
    /// - Throws: ``StreamPartTooLarge`` when an event grows past ``limit``.
    mutating func feed(_ chunk: Data, into events: inout [StreamPart]) throws {
        try chunk.withUnsafeBytes { try feed($0, into: &events) }
    }

    private mutating func feed(_ bytes: UnsafeRawBufferPointer, into events: inout [StreamPart]) throws {
        let count = bytes.count
        var index = 0
        if afterCR, count > 0 {
            afterCR = false
            if bytes[0] == .lineFeed { index = 1 }
        }
        var start = index
        while index < count {
            let byte = bytes[index]
            guard byte == .lineFeed || byte == .carriageReturn else {
                index += 1
                continue
            }
            let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
            if line.isEmpty {
                try process(piece, into: &events)
            } else {
                line.append(contentsOf: piece)
                let whole = line
                line.removeAll(keepingCapacity: true)
                try whole.withUnsafeBytes { try process($0, into: &events) }
            }
            index += 1
            if byte == .carriageReturn {
                if index == count {
                    afterCR = true
                } else if bytes[index] == .lineFeed {
                    index += 1
                }
            }
            start = index
        }
        if start < count {
            line.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<count]))
            try checkSize()
        }
    }

    /// The body ended: the line being read counts as a line, and an event still open is dispatched.
    mutating func finish(into events: inout [StreamPart]) throws {
        if !line.isEmpty {
            let whole = line
            line.removeAll()
            try whole.withUnsafeBytes { try process($0, into: &events) }
        }
        dispatch(into: &events)
    }

    /// Forgets the event being read and the line being read (a broken connection) — an `id:` of that event
    /// too —, keeping the last event ID and the reconnection time.
    mutating func reset() {
        line.removeAll()
        afterCR = false
        atStart = true
        idBuffer = lastEventID
        eventType = ""
        data.removeAll()
        hasData = false
        retry = nil
    }

    private func checkSize() throws {
        if line.count + data.count > limit {
            throw StreamPartTooLarge(limit: limit, excerpt: (data + line).prefix(BodyExcerpt.limit))
        }
    }

    /// One line, without its end.
    private mutating func process(_ raw: UnsafeRawBufferPointer, into events: inout [StreamPart]) throws {
        var bytes = raw
        if atStart {
            atStart = false
            if bytes.starts(with: Self.byteOrderMark) {
                bytes = UnsafeRawBufferPointer(rebasing: bytes[3...])
            }
        }
        guard let first = bytes.first else { return dispatch(into: &events) }
        if first == .colon { return }
        let colon = bytes.firstIndex(of: .colon) ?? bytes.endIndex
        let name = UnsafeRawBufferPointer(rebasing: bytes[..<colon])
        var valueStart = colon == bytes.endIndex ? colon : colon + 1
        if valueStart < bytes.endIndex, bytes[valueStart] == .space { valueStart += 1 }
        let value = UnsafeRawBufferPointer(rebasing: bytes[valueStart...])
        if Self.is(name, "data") {
            if hasData {
                data.append(.lineFeed)
                data.append(contentsOf: value)
            } else {
                data = Data(value)
            }
            hasData = true
            try checkSize()
        } else if Self.is(name, "event") {
            eventType = String(decoding: value, as: UTF8.self)
        } else if Self.is(name, "id") {
            if !value.contains(0) { idBuffer = String(decoding: value, as: UTF8.self) }
        } else if Self.is(name, "retry") {
            if !value.isEmpty, value.allSatisfy({ $0 >= .digitZero && $0 <= .digitNine }),
               let milliseconds = Int(String(decoding: value, as: UTF8.self)) {
                reconnectionTime = milliseconds
                retry = milliseconds
            }
        }
    }

    /// A blank line: the last `id:` is in force from now on, and the event read so far is dispatched if it has data.
    private mutating func dispatch(into events: inout [StreamPart]) {
        lastEventID = idBuffer
        defer {
            eventType = ""
            data = Data()
            hasData = false
            retry = nil
        }
        guard hasData else { return }
        events.append(.event(ServerSentEvent(event: eventType.isEmpty ? "message" : eventType, utf8Data: data,
                                             id: lastEventID.isEmpty ? nil : lastEventID, retry: retry)))
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether a field's name is `field`.
    private static func `is`(_ name: UnsafeRawBufferPointer, _ field: StaticString) -> Bool {
        name.count == field.utf8CodeUnitCount
            && (name.isEmpty || memcmp(name.baseAddress!, field.utf8Start, name.count) == 0)
    }
}
