import YAML

/// Writes a YAML tree as JSON text: mappings as objects (keys as strings), sequences as arrays, scalars as the
/// YAML 1.2 core schema resolves them (a quoted scalar is always a string).
struct JSONText {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ node: Node) {
        if let pairs = node.mapping {
            bytes.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(pair.key.string ?? "")
                bytes.append(UInt8(ascii: ":"))
                write(pair.value)
            }
            bytes.append(UInt8(ascii: "}"))
        } else if let items = node.sequence {
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item)
            }
            bytes.append(UInt8(ascii: "]"))
        } else {
            switch node.resolved {
            case .null: bytes += Array("null".utf8)
            case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
            case .int(let number): bytes += Array(String(number).utf8)
            case .double(let number) where number.isFinite: bytes += Array("\(number)".utf8)
            case .double: bytes += Array("null".utf8)
            case .string(let text): string(text)
            }
        }
    }

    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
