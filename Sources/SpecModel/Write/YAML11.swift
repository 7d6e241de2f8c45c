/// How a YAML 1.1 reader resolves a plain scalar that gen (YAML 1.2's core schema) reads as a string: PyYAML, and the
/// linters and scripts built on it, read `0_7`, `1:30`, `2024-05-01`, `=` or `<<` as a number, a date or a special
/// key. The spec writer quotes such text, so every tool reads what gen reads.
enum YAML11 {
    /// True when YAML 1.1's integers, floats, timestamps, merge key (`<<`) or value key (`=`) take `text`, written
    /// plain, for something other than this string (its booleans and nulls are words ``YAMLText`` quotes already).
    /// Only text starting with a digit, a sign, `.`, `=` or `<` can be one of them.
    static func readsOtherwise(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "="), UInt8(ascii: "<"):
            break
        default:
            return false
        }
        if text == "=" || text == "<<" { return true }
        // The patterns of YAML 1.1's type repository (int, float, timestamp), as PyYAML's resolver spells them.
        let patterns = [
            /[-+]?0b[0-1_]+/, /[-+]?0[0-7_]+/, /[-+]?(?:0|[1-9][0-9_]*)/, /[-+]?0x[0-9a-fA-F_]+/,
            /[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+/,
            /[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?/, /\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?/,
            /[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*/, /[-+]?\.(?:inf|Inf|INF)/, /\.(?:nan|NaN|NAN)/,
            /[0-9]{4}-[0-9]{2}-[0-9]{2}/,
            #/
                [0-9]{4}-[0-9]{1,2}-[0-9]{1,2} (?:[Tt]|[\x20\t]+) [0-9]{1,2}:[0-9]{2}:[0-9]{2} (?:\.[0-9]*)?
                (?:[\x20\t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?
            /#,
        ]
        return patterns.contains { text.wholeMatch(of: $0) != nil }
    }
}
