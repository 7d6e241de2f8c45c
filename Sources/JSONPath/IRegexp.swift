/// Checks an I-Regexp (RFC 9485) and translates it into an equivalent ICU pattern for `NSRegularExpression`.
///
/// Translation rules: `.` becomes `[^\n\r]` (an I-Regexp dot matches any character but line feed and
/// carriage return — ICU's would also exclude U+2028, U+2029 and U+0085); every literal character other than
/// an ASCII letter or digit is written as `\x{…}`, so nothing in it can mean something else to ICU (`#`, `&`,
/// `$`, nested sets); `\p{…}`/`\P{…}` keep their general category; quantifiers and groups are copied.
/// `^` and `$` outside character classes are anchors (start and end of the string), as in the ECMAScript
/// mapping of RFC 9485 §5.3 and the JSONPath compliance suite.
///
/// Anything outside the I-Regexp grammar (`\d`, `\w`, back-references, lazy quantifiers, lookarounds, `{,n}`,
/// `{n,m}` with n > m, `[z-a]`, unbalanced brackets…) makes the pattern invalid: `pattern(_:)` returns nil.
struct IRegexp {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var output = ""

    private init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// The ICU pattern equivalent to the I-Regexp `pattern`, or nil when `pattern` is not a valid I-Regexp.
    static func icuPattern(_ pattern: String) -> String? {
        var translator = IRegexp(pattern)
        guard translator.translateAlternatives(), translator.position == translator.scalars.count else { return nil }
        return translator.output
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    /// `i-regexp = branch *( "|" branch )`; stops before `)` or at the end.
    private mutating func translateAlternatives() -> Bool {
        while true {
            guard translateBranch() else { return false }
            guard peek() == "|" else { return true }
            position += 1
            output += "|"
        }
    }

    /// `branch = *piece`, `piece = atom [ quantifier ]`.
    private mutating func translateBranch() -> Bool {
        while let next = peek(), next != "|", next != ")" {
            guard translateAtom() else { return false }
            guard translateQuantifier() else { return false }
        }
        return true
    }

    /// One atom: a character, `.`, an escape, a class, a group, or an anchor.
    private mutating func translateAtom() -> Bool {
        guard let next = peek() else { return false }
        position += 1
        switch next {
        case "(":
            output += "(?:"
            guard translateAlternatives(), peek() == ")" else { return false }
            position += 1
            output += ")"
        case ".":
            output += "[^\\n\\r]"
        case "^":
            output += "\\A"
        case "$":
            output += "\\z"
        case "[":
            return translateClass()
        case "\\":
            guard let escaped = translateEscape() else { return false }
            output += escaped
        case "*", "+", "?", "{", "}", "]", ")", "|":
            return false
        default:
            output += Self.literal(next)
        }
        return true
    }

    /// `quantifier = ( "*" / "+" / "?" ) / "{" QuantExact [ "," [ QuantExact ] ] "}"`, optional.
    private mutating func translateQuantifier() -> Bool {
        switch peek() {
        case "*", "+", "?":
            output.unicodeScalars.append(peek()!)
            position += 1
        case "{":
            position += 1
            guard let minimum = readDigits() else { return false }
            var maximum: Int?? = .none  // none: {n}; some(nil): {n,}; some(m): {n,m}
            if peek() == "," {
                position += 1
                maximum = .some(readDigits())
            }
            guard peek() == "}" else { return false }
            position += 1
            switch maximum {
            case .none: output += "{\(minimum)}"
            case .some(.none): output += "{\(minimum),}"
            case .some(.some(let maximum)):
                guard minimum <= maximum else { return false }
                output += "{\(minimum),\(maximum)}"
            }
        default:
            break
        }
        return true
    }

    private mutating func readDigits() -> Int? {
        var digits = ""
        while let next = peek(), ("0"..."9").contains(next) {
            digits.unicodeScalars.append(next)
            position += 1
        }
        return digits.isEmpty ? nil : Int(digits.prefix(9))
    }

    /// After `\`: a single-character escape (as an ICU literal) or `\p{…}` / `\P{…}`.
    private mutating func translateEscape() -> String? {
        guard let escaped = peek() else { return nil }
        position += 1
        switch escaped {
        case "(", ")", "*", "+", "-", ".", "?", "[", "\\", "]", "^", "{", "|", "}":
            return Self.literal(escaped)
        case "n": return Self.literal("\n")
        case "r": return Self.literal("\r")
        case "t": return Self.literal("\t")
        case "p", "P":
            guard peek() == "{" else { return nil }
            position += 1
            var name = ""
            while let next = peek(), next != "}" {
                name.unicodeScalars.append(next)
                position += 1
            }
            guard peek() == "}", Self.categories.contains(name) else { return nil }
            position += 1
            return "\\\(escaped){\(name)}"
        default:
            return nil
        }
    }

    /// `charClassExpr = "[" [ "^" ] ( "-" / CCE1 ) *CCE1 [ "-" ] "]"`, after the `[`.
    private mutating func translateClass() -> Bool {
        output += "["
        if peek() == "^" {
            position += 1
            output += "^"
        }
        var isFirst = true
        while true {
            guard let next = peek() else { return false }
            if next == "]" {
                guard !isFirst else { return false }
                position += 1
                output += "]"
                return true
            }
            if next == "-" {
                // Only first or last in the class.
                guard isFirst || peek(1) == "]" else { return false }
                position += 1
                output += Self.literal("-")
            } else if next == "\\", peek(1) == "p" || peek(1) == "P" {
                position += 1
                guard let category = translateEscape() else { return false }
                output += category
            } else {
                guard let low = readClassCharacter() else { return false }
                if peek() == "-", let after = peek(1), after != "]" {
                    position += 1
                    guard let high = readClassCharacter(), low.value <= high.value else { return false }
                    output += Self.literal(low) + "-" + Self.literal(high)
                } else {
                    output += Self.literal(low)
                }
            }
            isFirst = false
        }
    }

    /// `CCchar`: any character but `-`, `[`, `\`, `]`, or a single-character escape.
    private mutating func readClassCharacter() -> Unicode.Scalar? {
        guard let next = peek() else { return nil }
        switch next {
        case "[", "]", "-":
            return nil
        case "\\":
            guard let escaped = peek(1) else { return nil }
            position += 2
            switch escaped {
            case "(", ")", "*", "+", "-", ".", "?", "[", "\\", "]", "^", "{", "|", "}": return escaped
            case "n": return "\n"
            case "r": return "\r"
            case "t": return "\t"
            default: return nil
            }
        default:
            position += 1
            return next
        }
    }

    /// The general categories `\p{…}` accepts (RFC 9485 `IsCategory`).
    private static let categories: Set<String> = [
        "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn", "N", "Nd", "Nl", "No",
        "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "Z", "Zl", "Zp", "Zs", "S", "Sc", "Sk", "Sm", "So",
        "C", "Cc", "Cf", "Cn", "Co",
    ]

    /// One character as an ICU literal: ASCII letters and digits as they are, anything else as `\x{…}`.
    private static func literal(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII,
           ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
            return String(scalar)
        }
        return "\\x{" + String(scalar.value, radix: 16) + "}"
    }
}
