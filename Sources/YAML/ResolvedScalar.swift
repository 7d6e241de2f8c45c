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
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        // The sign goes with the digits, so the most negative Int (one more than the most positive) reads too.
        return Int((negative ? "-" : "") + body, radix: radix)
    }

    private static let floatCharacters = Set("0123456789.eE+-")

    /// `1.5`, `-2e3`, `.inf`, `-.inf`, `.nan` as a double; nil otherwise.
    static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        // YAML 1.2 core: [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        guard text.contains(where: \.isNumber), text.allSatisfy({ Self.floatCharacters.contains($0) }) else { return nil }
        return Double(text)
    }
}
