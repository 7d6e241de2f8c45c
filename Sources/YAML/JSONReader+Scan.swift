extension JSONReader {
    /// The entries of the collection whose opening bracket is at `start`, and the place after its closing bracket,
    /// found by skipping strings and counting brackets, with lines and columns counted as the reader counts them. Nil
    /// when the text doesn't close the collection or leaves an entry empty (the reader from the start then finds what
    /// is wrong); anything else wrong inside an entry is found by the entry's reader.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Place, isMapping: Bool)
        -> (entries: [ScannedEntry], end: Place)? {
        var index = start.index + 1, line = start.line, column = start.column + 1
        var depth = 0
        var entries: [ScannedEntry] = []
        // The entry being scanned: where it starts, where its value (a collection) starts, whether its colon was met.
        var entryStart: Place?, valueStart: Place?, afterColon = false
        while index < bytes.count {
            let byte = bytes[index]
            let here = Place(index: index, line: line, column: column)
            if depth == 0, entryStart == nil, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"),
               byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"), byte != UInt8(ascii: ","),
               byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]") {
                entryStart = here
            }
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                column = 1
            case UInt8(ascii: "\r"):
                index += index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                line += 1
                column = 1
            case UInt8(ascii: "\""):
                index += 1
                column += 1
                var closed = false
                while index < bytes.count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\"") {
                        closed = true
                        index += 1
                        column += 1
                        break
                    }
                    // An escape's backslash and letter; a `\u`'s digits follow as plain ASCII.
                    let width = inner == UInt8(ascii: "\\") ? 2 : 1
                    if inner & 0xC0 != 0x80 { column += width }
                    index += width
                }
                guard closed else { return nil }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 0, valueStart == nil, !isMapping || afterColon { valueStart = here }
                depth += 1
                index += 1
                column += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                index += 1
                column += 1
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                if let entryStart {
                    entries.append(ScannedEntry(start: entryStart, value: valueStart, end: here.index))
                } else if !entries.isEmpty {
                    return nil // a comma before the closing bracket
                }
                return (entries, Place(index: index, line: line, column: column))
            case UInt8(ascii: ","):
                if depth == 0 {
                    guard let started = entryStart else { return nil }
                    entries.append(ScannedEntry(start: started, value: valueStart, end: index))
                    entryStart = nil
                    valueStart = nil
                    afterColon = false
                }
                index += 1
                column += 1
            case UInt8(ascii: ":"):
                if depth == 0 { afterColon = true }
                index += 1
                column += 1
            default:
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return nil
    }
}
