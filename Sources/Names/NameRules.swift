import SpecModel

/// How spec names become Swift names: camel-casing for members and type names. The naming pass decides every
/// name of the output with them (everything after it reads the names it decided); the OpenAPI importer names
/// the models and endpoints it writes with them, so that gen derives what the importer expects.
public enum NameRules {
    /// A lowerCamelCase Swift name derived from any spec name: `per_page` → `perPage`,
    /// `X-Request-ID` → `xRequestID`, `filter[content_types][]` → `filterContentTypes`, `no score` → `noScore`,
    /// `+1` → `plus1`, `bookmarked?` → `bookmarked`, `2fa` → `_2fa`, `URLValue` → `urlValue`.
    /// Nil when nothing of the name can be kept (`[]`, `???`).
    public static func lowerCamel(_ name: String) -> String? {
        ASCIINames.isASCII(name) ? ASCIINames.lowerCamel(name) : charactersLowerCamel(name)
    }

    /// ``lowerCamel(_:)`` over characters: for names of any script.
    static func charactersLowerCamel(_ name: String) -> String? {
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

    /// A Swift case name for an enum's raw value of any spelling: camel-cased when it has letters or digits
    /// (`no score` → `noScore`); else named after its symbols — operators as words (`!=` → `notEquals`, `>=` →
    /// `greaterThanOrEqual`), other characters by their names (`*` → `asterisk`, `/` → `slash`, `→` →
    /// `rightwardsArrow`), and `""` → `empty`.
    public static func caseName(_ raw: String) -> String {
        if let derived = lowerCamel(raw) { return derived }
        if raw.isEmpty { return "empty" }
        if let word = operatorWords[raw] { return word }
        var words: [String] = []
        for scalar in raw.unicodeScalars {
            if let word = symbolWords[scalar] {
                words.append(word)
            } else if let name = scalar.properties.name ?? scalar.properties.nameAlias {
                words.append(name.lowercased())
            } else {
                words.append("u" + String(scalar.value, radix: 16, uppercase: true))
            }
        }
        return lowerCamel(words.joined(separator: " ")) ?? "value"
    }

    /// Operators that filter enums hold, as words.
    private static let operatorWords: [String: String] = [
        "=": "equals", "==": "doubleEquals", "===": "tripleEquals", "!=": "notEquals", "!==": "strictNotEquals",
        "<>": "notEquals2", "<": "lessThan", "<=": "lessThanOrEqual", ">": "greaterThan", ">=": "greaterThanOrEqual",
        "=~": "matches", "!~": "notMatches", "&&": "and", "||": "or", "!": "not", "...": "ellipsis", "..": "range",
    ]

    /// ASCII symbols by name.
    private static let symbolWords: [Unicode.Scalar: String] = [
        "!": "exclamation", "\"": "quote", "#": "hash", "$": "dollar", "%": "percent", "&": "ampersand",
        "'": "apostrophe", "(": "left parenthesis", ")": "right parenthesis", "*": "asterisk", "+": "plus",
        ",": "comma", "-": "minus", ".": "dot", "/": "slash", ":": "colon", ";": "semicolon", "<": "less than",
        "=": "equals", ">": "greater than", "?": "question mark", "@": "at", "[": "left bracket", "\\": "backslash",
        "]": "right bracket", "^": "caret", "_": "underscore", "`": "backtick", "{": "left brace", "|": "pipe",
        "}": "right brace", "~": "tilde", " ": "space",
    ]

    /// An UpperCamelCase type name part: `searchRecordings` → `SearchRecordings`, `list-items` → `ListItems`,
    /// `URLLookup` → `URLLookup` (acronyms keep their capitals), `+1` → `Plus1`, `2fa` → `_2fa`.
    public static func upperCamel(_ name: String) -> String? {
        ASCIINames.isASCII(name) ? ASCIINames.upperCamel(name) : charactersUpperCamel(name)
    }

    /// ``upperCamel(_:)`` over characters: for names of any script.
    static func charactersUpperCamel(_ name: String) -> String? {
        let words = words(name)
        guard !words.isEmpty else { return nil }
        let result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + result }
        return result
    }

    /// A file's name without its folder and extension: `Specs/Shared.yaml` → `Shared`.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The words of a name: runs of letters and digits, with a leading `+` / `-` as the word `plus` / `minus`.
    private static func words(_ name: String) -> [Substring] {
        var text = Substring(name)
        var words: [Substring] = []
        if text.hasPrefix("+") { words.append("plus"); text = text.dropFirst() }
        else if text.hasPrefix("-") { words.append("minus"); text = text.dropFirst() }
        return words + text.split(whereSeparator: { !isWordCharacter($0) })
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.isAlphabetic || ("0"..."9").contains($0) }
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

    /// The word a union member's case name is derived from: the type's name, `List` for a list, `Map` for a
    /// dictionary: `Cat`, `DogList`, `IntMap`.
    static func unionCaseWord(_ type: SpecType, _ models: [CheckedModel]) -> String {
        switch type {
        case .array(let element): return unionCaseWord(element, models) + "List"
        case .dictionary(let value): return unionCaseWord(value, models) + "Map"
        case .optional(let wrapped): return unionCaseWord(wrapped, models)
        default: return type.spelled(models)
        }
    }
}
