/// One step of a node's location in a document: a member name of an object or an index into an array.
public enum PathElement: Hashable, Sendable, CustomStringConvertible {
    /// A member of a mapping, by its key.
    case name(String)
    /// An element of a sequence, by its 0-based index.
    case index(Int)

    /// This step in RFC 9535 normalized-path form (§2.7): `['name']` or `[0]`.
    public var description: String {
        switch self {
        case .index(let index):
            return "[\(index)]"
        case .name(let name):
            var text = "['"
            for scalar in name.unicodeScalars {
                text += Self.escaped(scalar)
            }
            return text + "']"
        }
    }

    /// The normalized path (RFC 9535 §2.7) of the node reached by `path` from the root: `$['a'][0]`.
    public static func normalizedPath(_ path: [PathElement]) -> String {
        path.reduce(into: "$") { $0 += $1.description }
    }

    /// A scalar of a name in a normalized path: `'` and `\` escaped, control characters as `\b \f \n \r \t` or
    /// `\u00xx` (lowercase hex), everything else as is.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "'": return "\\'"
        case "\\": return "\\\\"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            guard scalar.value < 0x20 else { return String(scalar) }
            let hex = String(scalar.value, radix: 16)
            return "\\u00" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
}
