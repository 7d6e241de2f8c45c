import Foundation
import OpenAPIKit
import YAML

extension TreeDecoding {
    /// The node as OpenAPIKit's `AnyCodable` decodes it from the tree (examples, defaults, enum values), built
    /// directly: its decoding tries `null`, a boolean, an integer, an unsigned one, a number, a string, a list and a
    /// map in turn, each failed try an error made and thrown, for every value of every example; here each is tried on
    /// the node as the tree decoder reads it (a number with nothing after its point is an integer), and a key written
    /// twice keeps its first value.
    func anyCodable() -> AnyCodable {
        AnyCodable(Self.value(of: node))
    }

    private static func value(of node: Node) -> any Sendable {
        switch node.kind {
        case .sequence(let items):
            return items.map(value(of:))
        case .mapping(let pairs):
            var map: [String: any Sendable] = [:]
            for pair in pairs where map[pair.key.string ?? ""] == nil {
                map[pair.key.string ?? ""] = value(of: pair.value)
            }
            return map
        case .scalar:
            switch node.jsonScalar {
            case .null?, nil: return NSNull()
            case .bool(let value)?: return value
            case .string(let value)?: return value
            case .int(let value)?: return value
            case .double(let value)?:
                // As `AnyCodable` tries them: an integer, an unsigned one, then a number.
                if let integer = node.jsonInteger(Int.self) { return integer }
                if let unsigned = node.jsonInteger(UInt.self) { return unsigned }
                return value
            }
        }
    }
}
