/// A plain scalar's value under the YAML 1.2 core schema.
public enum ResolvedScalar: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    /// `123`, `-5`, `+7`, `0x1F`, `0o17` as an integer; nil otherwise (or on overflow).
    static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return nil }
        var radix = 10
        if body.hasPrefix("0x") { radix = 16; body = body.dropFirst(2) }
        else if body.hasPrefix("0o") { radix = 8; body = body.dropFirst(2) }
        // Checked on the bytes: this runs for every plain scalar read.
        guard !body.isEmpty, body.utf8.allSatisfy(isHexDigit) else { return nil }
        // The sign goes with the digits, so the most negative Int (one more than the most positive) reads too.
        return negative ? Int("-" + body, radix: radix) : Int(body, radix: radix)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
             UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }

    /// A byte of a float's text: a digit, `.`, `e`, `E`, `+` or `-`.
    private static func isFloatByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "+"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// `1.5`, `-2e3`, `.inf`, `-.inf`, `.nan` as a double; nil otherwise.
    static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        // YAML 1.2 core: [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        guard text.utf8.allSatisfy(isFloatByte),
              text.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Double(text)
    }
}
