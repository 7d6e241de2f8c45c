/// Reads a JSON text into the tree libyaml's reading of it gives (JSON is YAML): strings double-quoted, numbers,
/// `true`, `false` and `null` plain with their text as written, every node at the mark libyaml gives it, through the
/// same ``TreeBuilder`` (duplicate keys, limits). Large OpenAPI descriptions are mostly JSON, and this reads them
/// several times faster than libyaml.
///
/// Nil when the text isn't JSON this reader is sure to read as libyaml does — a syntax error, a comment, a raw
/// character YAML reads otherwise (a line or paragraph separator, NEL, a byte order mark), a lone surrogate escape:
/// the caller reads it with libyaml, which gives its own reading or error. What is JSON but libyaml refuses whole is
/// read as JSON says: escaped surrogate pairs (`\ud83d\ude00`, as many JSON writers escape emoji) as the one character
/// they encode, a raw DEL or C1 control in a string (a vendor's garbled example) as itself.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// The column of `index`, in code points from the line's start.
    var column = 1
    var builder: TreeBuilder

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits) {
        self.bytes = bytes
        builder = TreeBuilder(limits: limits)
    }

    /// The document `bytes` (valid UTF-8) holds, or nil (see the type's description).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits) -> YAMLDocument? {
        var reader = JSONReader(bytes, limits: limits)
        reader.skipSpace()
        guard reader.index < bytes.count,
              bytes[reader.index] == UInt8(ascii: "{") || bytes[reader.index] == UInt8(ascii: "[") else {
            return nil
        }
        guard reader.value() else {
            return reader.builder.isFatal ? YAMLDocument(root: nil, errors: reader.builder.errors) : nil
        }
        reader.skipSpace()
        guard reader.index == bytes.count else { return nil }
        return YAMLDocument(root: reader.builder.root, errors: reader.builder.errors)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    var mark: Mark { Mark(line: line, column: column) }

    /// One ASCII byte on the line.
    private mutating func advance() {
        index += 1
        column += 1
    }

    /// Spaces, tabs and line breaks (`\n`, `\r\n`, `\r`, as libyaml counts lines).
    mutating func skipSpace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                let crlf = byte == UInt8(ascii: "\r") && index + 1 < bytes.count
                    && bytes[index + 1] == UInt8(ascii: "\n")
                index += crlf ? 2 : 1
                line += 1
                column = 1
            default:
                return
            }
        }
    }

    /// One value and everything in it, handed to the builder. False when the text isn't JSON here, or the builder
    /// stopped (a limit).
    mutating func value() -> Bool {
        skipSpace()
        guard let byte = current else { return false }
        let start = mark
        switch byte {
        case UInt8(ascii: "{"):
            builder.startMapping(tag: nil, anchor: nil, mark: start)
            return collection(closing: UInt8(ascii: "}")) { $0.mappingEntry() }
        case UInt8(ascii: "["):
            builder.startSequence(tag: nil, anchor: nil, mark: start)
            return collection(closing: UInt8(ascii: "]")) { $0.value() }
        case UInt8(ascii: "\""):
            return string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for word in ["true", "false", "null"] where word.utf8.first == byte {
                guard bytes.count - index >= word.utf8.count,
                      word.utf8.elementsEqual(bytes[index..<index + word.utf8.count]) else { return false }
                return plain(count: word.utf8.count, at: start)
            }
            return false
        default:
            return number(at: start)
        }
    }

    /// A mapping's key, its colon and its value.
    mutating func mappingEntry() -> Bool {
        mappingKey() && value()
    }

    /// A mapping's key (handed to the builder) and its colon.
    mutating func mappingKey() -> Bool {
        skipSpace()
        guard current == UInt8(ascii: "\""), string() else { return false }
        skipSpace()
        guard current == UInt8(ascii: ":") else { return false }
        advance()
        return true
    }

    /// The entries of a mapping or the items of a list, after its opening bracket; `entry` reads one.
    private mutating func collection(closing: UInt8, _ entry: (inout JSONReader) -> Bool) -> Bool {
        advance()
        skipSpace()
        if current == closing {
            advance()
            builder.endCollection()
            return !builder.isFatal
        }
        while true {
            guard !builder.isFatal, entry(&self), !builder.isFatal else { return false }
            skipSpace()
            switch current {
            case UInt8(ascii: ","): advance()
            case closing?:
                advance()
                builder.endCollection()
                return !builder.isFatal
            default: return false
            }
        }
    }

    /// A plain scalar of `count` ASCII bytes at `index`.
    private mutating func plain(count: Int, at start: Mark) -> Bool {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + count]), as: UTF8.self)
        index += count
        column += count
        builder.scalar(Scalar(text, style: .plain), tag: nil, anchor: nil, mark: start)
        return true
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, as written.
    private mutating func number(at start: Mark) -> Bool {
        var end = index
        func digits() -> Int {
            let first = end
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            return end - first
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
        let leading = end
        let integer = digits()
        guard integer > 0, integer == 1 || bytes[leading] != UInt8(ascii: "0") else { return false }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            guard digits() > 0 else { return false }
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            end += 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            guard digits() > 0 else { return false }
        }
        return plain(count: end - index, at: start)
    }

    /// A string at `index` (its opening quote), handed to the builder as a key or a value.
    mutating func string() -> Bool {
        let start = mark
        advance()
        let first = index
        // The text so far once an escape was met, and where the unescaped run since the last escape starts.
        var unescaped: [UInt8]?
        var run = first
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if var buffer = unescaped {
                    buffer.append(contentsOf: bytes[run..<index])
                    text = String(decoding: buffer, as: UTF8.self)
                } else {
                    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
                }
                advance()
                builder.scalar(Scalar(text, style: .doubleQuoted), tag: nil, anchor: nil, mark: start)
                return true
            case UInt8(ascii: "\\"):
                var buffer = unescaped ?? []
                buffer.append(contentsOf: bytes[run..<index])
                guard let scalar = escape() else { return false }
                buffer.append(contentsOf: String(scalar).utf8)
                unescaped = buffer
                run = index
            case 0..<0x20:
                return false
            case 0xC2 where bytes[index + 1] == 0x85:
                return false // NEL: a line break to YAML
            case 0xE2 where bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return false // line and paragraph separators: line breaks to YAML
            case 0xEF where (bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF)
                 || (bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE):
                return false // a byte order mark, U+FFFE, U+FFFF
            case 0x80...:
                // Valid UTF-8: a lead byte starts a character, continuation bytes don't.
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            default:
                advance()
            }
        }
        return false
    }

    /// The character the escape at `index` (its backslash) stands for, and past it; nil for an escape JSON doesn't
    /// have, or a surrogate that isn't half of a pair.
    private mutating func escape() -> Unicode.Scalar? {
        guard index + 1 < bytes.count else { return nil }
        let letter = bytes[index + 1]
        index += 2
        column += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let high = hex() else { return nil }
            guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                  bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            column += 2
            guard let low = hex(), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        default:
            return nil
        }
    }

    /// Four hex digits at `index`, and past them.
    private mutating func hex() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }
}
