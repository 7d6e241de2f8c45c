/// The bytes of a file with what is needed to turn byte offsets into line:column marks and to read a line
/// back for hints. Lines end at `\n`, `\r\n` or `\r`, as in libyaml.
struct SourceText {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil when all of it is valid. Runs of ASCII
    /// (most of a document) are passed eight bytes at a time; each other character is decoded.
    var firstInvalidUTF8Offset: Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var offset = 0
            while offset < count {
                while offset + 8 <= count,
                      UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                }
                guard offset < count else { return nil }
                if buffer[offset] < 0x80 {
                    offset += 1
                    continue
                }
                var iterator = buffer[offset...].makeIterator()
                var decoder = UTF8()
                guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return offset }
                offset += UTF8.width(scalar)
            }
            return nil
        }
    }

    /// The mark of a byte offset (which must fall on a character boundary of valid UTF-8 before it).
    func mark(forByteOffset target: Int) -> Mark {
        var line = 1
        var column = 1
        var index = 0
        let end = min(target, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return Mark(line: line, column: column)
    }

    /// The text of a 1-based line, without its line break (invalid UTF-8 repaired), or "" past the end.
    func line(_ number: Int) -> String {
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count, current < number {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == number else { return "" }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The character at a mark, if there is one.
    func character(at mark: Mark) -> Character? {
        let text = Array(line(mark.line).unicodeScalars)
        guard mark.column >= 1, mark.column <= text.count else { return nil }
        return Character(text[mark.column - 1])
    }

    /// `mark`, or the end of the text when it lies past it: libyaml moves to a new line at the end of a file
    /// without a final line break, so an error there would point at a line the file doesn't have.
    func clamped(_ mark: Mark) -> Mark {
        let end = self.mark(forByteOffset: bytes.count)
        return end < mark ? end : mark
    }
}
