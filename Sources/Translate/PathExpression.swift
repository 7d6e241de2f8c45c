import SpecModel

/// A Swift expression for an endpoint's path: literal parts percent-encoded at generation time, each
/// placeholder through `PathSegment.encode(_:)` so its value stays inside its one segment.
/// `/users/{user}/recordings` → `"/users/" + PathSegment.encode(self.user) + "/recordings"`.
enum PathExpression {
    /// `value(index)` gives the Swift expression of the path parameter at `index`.
    /// `multiSegment(index)`: the parameter keeps its `/`s (`PathSegment.encodeSegments(_:)`).
    /// The expression's operands, in order, which it joins with ` + `.
    static func pieces(_ parts: [PathPart], value: (Int) -> String, multiSegment: (Int) -> Bool = { _ in false })
        -> [String] {
        parts.map { part in
            switch part {
            case .literal(let text): return SwiftLiteral.string(encodeLiteral(text))
            case .parameter(let index) where multiSegment(index): return "PathSegment.encodeSegments(\(value(index)))"
            case .parameter(let index): return "PathSegment.encode(\(value(index)))"
            }
        }
    }

    private static let allowed = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
    private static let hex = Set("0123456789ABCDEFabcdef".utf8)

    /// Percent-encodes what a path may not hold raw; `/`, unreserved and sub-delimiter characters and an
    /// existing `%XX` escape stay as written.
    static func encodeLiteral(_ text: String) -> String {
        if text.utf8.allSatisfy(allowed.contains) { return text }
        let bytes = Array(text.utf8)
        var result = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count, hex.contains(bytes[index + 1]),
                      hex.contains(bytes[index + 2]) {
                result += "%"
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            index += 1
        }
        return result
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
