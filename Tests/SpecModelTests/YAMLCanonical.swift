import Foundation
import YAML

/// A YAML tree as Scripts/spec-check.py compares readings: scalars as gen resolves them (integers as
/// `{"int": digits}`, floats as `{"float": number or "nan", "inf", "-inf"}`), lists as lists, mappings as
/// `{"map": [[key, value], …]}`. Made from gen's own reader, it is what the script holds the other readers to.
enum YAMLCanonical {
    static func value(_ node: Node) -> Any {
        switch node.kind {
        case .scalar:
            switch node.resolved {
            case .null: return NSNull()
            case .bool(let flag): return flag
            case .int(let number): return ["int": String(number)]
            case .double(let number):
                if number.isNaN { return ["float": "nan"] }
                if number.isInfinite { return ["float": number < 0 ? "-inf" : "inf"] }
                return ["float": number]
            case .string(let text): return text
            }
        case .sequence(let items):
            return items.map(value)
        case .mapping(let pairs):
            return ["map": pairs.map { [value($0.key), value($0.value)] }]
        }
    }
}
