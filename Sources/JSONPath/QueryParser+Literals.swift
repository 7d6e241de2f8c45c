/// Lexical rules of RFC 9535: string literals (§2.3.1.1), integers (§2.1), numbers (§2.3.5.1).
extension QueryParser {
    /// The largest integer an index or slice bound may be: 2^53 − 1, the I-JSON exact range (§2.1).
    static let maximumIndex = 9_007_199_254_740_991

    /// A quoted string at the current position (`'…'` or `"…"`), escapes resolved.
    ///
    /// Control characters (U+0000…U+001F) must be escaped; `\'` is allowed only in single quotes and `\"` only
    /// in double quotes; `\uXXXX` escapes of surrogates must form a high–low pair.
    mutating func parseStringLiteral() throws(JSONPathError) -> String {
        let opening = position
        guard let quote = peek() else { throw failure("expected a quoted string") }
        position += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else {
                throw failure("the string that starts at offset \(opening) is not closed; expected \(quote)")
            }
            switch scalar {
            case quote:
                position += 1
                return String(text)
            case "\\":
                text.append(try parseEscape(quote: quote))
            default:
                if scalar.value < 0x20 {
                    throw failure(
                        "control character \(Self.describe(scalar)) in a string; escape it (e.g. \\n or \\u00XX)")
                }
                text.append(scalar)
                position += 1
            }
        }
    }

    /// One escape sequence (at its backslash) inside a string quoted with `quote`.
    private mutating func parseEscape(quote: Unicode.Scalar) throws(JSONPathError) -> Unicode.Scalar {
        let backslash = position
        position += 1
        guard let escaped = peek() else { throw failure("the string ends inside an escape sequence", at: backslash) }
        position += 1
        switch escaped {
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "/": return "/"
        case "\\": return "\\"
        case "'" where quote == "'": return "'"
        case "\"" where quote == "\"": return "\""
        case "u":
            let unit = try parseHexQuad(escapeAt: backslash)
            switch unit {
            case 0xD800...0xDBFF:
                guard looksAt("\\u") else {
                    throw failure("\\u\(Self.hex(unit)) is a high surrogate; it must be followed by a \\u escape "
                                  + "of a low surrogate", at: backslash)
                }
                let lowEscape = position
                position += 2
                let low = try parseHexQuad(escapeAt: lowEscape)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure("\\u\(Self.hex(low)) is not a low surrogate, so it cannot follow the high "
                                  + "surrogate \\u\(Self.hex(unit))", at: lowEscape)
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            case 0xDC00...0xDFFF:
                throw failure("\\u\(Self.hex(unit)) is a low surrogate without a high surrogate before it",
                              at: backslash)
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            let quoteNote =
                escaped == "'" || escaped == "\"" ? " (\(escaped) needs no escape inside \(quote)…\(quote))" : ""
            throw failure(
                "invalid escape sequence \\\(escaped)\(quoteNote); the escapes are \\b \\f \\n \\r \\t \\/ \\\\ "
                + "\\\(quote) and \\uXXXX", at: backslash)
        }
    }

    /// Exactly four hex digits after `\u`.
    private mutating func parseHexQuad(escapeAt backslash: Int) throws(JSONPathError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek(), let digit = Self.hexDigitValue(scalar) else {
                throw failure("\\u must be followed by exactly four hex digits", at: backslash)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// `int` for an index or slice bound: `0` or an optional `-` and digits without a leading zero, within
    /// ±(2^53 − 1). `-0` is not an index.
    mutating func parseIndex() throws(JSONPathError) -> Int {
        let start = position
        let negative = peek() == "-"
        if negative { position += 1 }
        guard let first = peek(), Self.isDigit(first) else {
            throw failure("expected digits after '-'", at: negative ? start + 1 : start)
        }
        if first == "0" {
            if negative { throw failure("-0 is not a valid index; write 0", at: start) }
            if let next = peek(1), Self.isDigit(next) {
                throw failure("an index must not have leading zeros", at: start)
            }
        }
        var magnitude = 0
        var overflow = false
        while let scalar = peek(), Self.isDigit(scalar) {
            position += 1
            guard !overflow else { continue }
            magnitude = magnitude * 10 + Int(scalar.value - 48)
            if magnitude > Self.maximumIndex { overflow = true }
        }
        if overflow {
            throw failure("the index \(String(String.UnicodeScalarView(scalars[start..<position]))) is out of range "
                          + "(at most ±\(Self.maximumIndex))", at: start)
        }
        if let next = peek(), next == "." || next == "e" || next == "E" {
            throw failure("an index must be an integer", at: start)
        }
        return negative ? -magnitude : magnitude
    }

    /// A number literal: `(int / "-0") [ "." 1*DIGIT ] [ ("e" / "E") [ "-" / "+" ] 1*DIGIT ]`.
    mutating func parseNumberLiteral() throws(JSONPathError) -> LiteralValue {
        let start = position
        if peek() == "-" { position += 1 }
        guard let first = peek(), Self.isDigit(first) else {
            throw failure("expected digits after '-'", at: position)
        }
        position += 1
        if first == "0", let next = peek(), Self.isDigit(next) {
            throw failure("a number must not have leading zeros", at: start)
        }
        skipDigits()
        var isInteger = true
        if peek() == "." {
            isInteger = false
            position += 1
            guard let next = peek(), Self.isDigit(next) else {
                throw failure("expected digits after the decimal point")
            }
            skipDigits()
        }
        if peek() == "e" || peek() == "E" {
            isInteger = false
            position += 1
            if peek() == "-" || peek() == "+" { position += 1 }
            guard let next = peek(), Self.isDigit(next) else { throw failure("expected digits in the exponent") }
            skipDigits()
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text) else { throw failure("the number \(text) cannot be read", at: start) }
        return .double(value)
    }

    private mutating func skipDigits() {
        while let scalar = peek(), Self.isDigit(scalar) { position += 1 }
    }

    private static func hexDigitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
