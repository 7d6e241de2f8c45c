/// How spec names become Swift names. Shared by validation (to find collisions) and translation
/// (to write them), so both always agree.
public enum SwiftName {
    /// Swift keywords that need backticks when used as a name.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// True when `name` can be written as a Swift identifier (keywords included: they get backticks).
    public static func isIdentifier(_ name: String) -> Bool {
        if let ascii = asciiIdentifier(name) { return ascii }
        guard let first = name.unicodeScalars.first, name != "_" else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// A lowerCamelCase Swift name derived from any spec name: `per_page` → `perPage`,
    /// `X-Request-ID` → `xRequestID`, `filter[content_types][]` → `filterContentTypes`, `no score` → `noScore`,
    /// `+1` → `plus1`, `bookmarked?` → `bookmarked`, `2fa` → `_2fa`, `URLValue` → `urlValue`.
    /// Nil when nothing of the name can be kept (`[]`, `???`).
    public static func lowerCamel(_ name: String) -> String? {
        // Most names are already lowerCamelCase ASCII identifiers: they stay as they are.
        if let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
           name.utf8.allSatisfy(isASCIIAlphanumeric) {
            return name
        }
        let words = words(name)
        guard !words.isEmpty else { return nil }
        var result = lowercasedLead(words[0])
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result = "_" + result
        }
        return result
    }

    /// An UpperCamelCase type name part: `searchRecordings` → `SearchRecordings`, `list-items` → `ListItems`,
    /// `URLLookup` → `URLLookup` (acronyms keep their capitals), `+1` → `Plus1`, `2fa` → `_2fa`.
    public static func upperCamel(_ name: String) -> String? {
        // An ASCII letter then letters and digits is one word: only its first letter changes.
        if let first = name.utf8.first, isASCIILetter(first), name.utf8.allSatisfy(isASCIIAlphanumeric) {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return name }
            return String(decoding: [first - 32] + name.utf8.dropFirst(), as: UTF8.self)
        }
        let words = words(name)
        guard !words.isEmpty else { return nil }
        let result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + result }
        return result
    }

    /// The Swift name of an enum case for a raw value. `unknown` is taken by `case unknown(String)`.
    public static func enumCase(_ rawValue: String) -> String? {
        guard let name = lowerCamel(rawValue) else { return nil }
        return name == "unknown" ? "unknownValue" : name
    }

    /// snake_case of an identifier, keeping acronyms whole: `fullName` → `full_name`, `htmlURL` → `html_url`,
    /// `nodeID` → `node_id`, `urlValue` → `url_value`, `sha256Hash` → `sha256_hash`.
    public static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && next?.isLowercase == true)
                if startsWord, previous != "_" { result += "_" }
            }
            result += character.lowercased()
        }
        return result
    }

    /// The words of a name: runs of letters and digits, with a leading `+` / `-` as the word `plus` / `minus`.
    private static func words(_ name: String) -> [Substring] {
        var text = Substring(name)
        var words: [Substring] = []
        if text.hasPrefix("+") { words.append("plus"); text = text.dropFirst() }
        else if text.hasPrefix("-") { words.append("minus"); text = text.dropFirst() }
        return words + text.split(whereSeparator: { !isWordCharacter($0) })
    }

    /// True or false for an ASCII name; nil when the name has non-ASCII characters (then Unicode rules decide).
    private static func asciiIdentifier(_ name: String) -> Bool? {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let first = name.utf8.first, name != "_" else { return false }
        guard first == UInt8(ascii: "_") || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isASCIIAlphanumeric($0) }
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Lowercases a word's leading capital or acronym: `Name` → `name`, `ID` → `id`, `URLValue` → `urlValue`.
    private static func lowercasedLead(_ word: Substring) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return String(word) }
        if upper == characters.count { return word.lowercased() }
        // Keep the last capital of an acronym when it starts the next part: URLValue → url|Value.
        let lead = upper > 1 && characters[upper].isLowercase ? upper - 1 : upper
        return String(characters[..<lead]).lowercased() + String(characters[lead...])
    }
}

extension SwiftName {
    /// Members every generated request has (from the `Request` protocol); a parameter can't be stored under these.
    public static let requestMembers: Set<String> = [
        "method", "path", "absoluteURL", "queryItems", "headers", "body", "dateCoding", "decode", "Response",
    ]

    /// The stored property of a request parameter: its Swift name, or `<name>Parameter` when a request member
    /// already has that name (`path` → `pathParameter`).
    public static func requestProperty(_ swiftName: String) -> String {
        requestMembers.contains(swiftName) ? swiftName + "Parameter" : swiftName
    }

    /// The stored property of a request body: the body model's name in lowerCamelCase (`NewRecording` →
    /// `newRecording`), or `payload` for lists, dictionaries and built-in types.
    public static func bodyProperty(_ type: TypeRef) -> String {
        if case .named(let name, _) = type.unwrapped, BuiltinType(rawValue: name) == nil, let lower = lowerCamel(name) {
            return requestProperty(lower)
        }
        return "payload"
    }
}
