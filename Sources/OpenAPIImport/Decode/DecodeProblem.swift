import OpenAPIKit
import SpecModel
import YAML

/// What the decoder couldn't read, in the project's words: the key, what the document holds there and what OpenAPI
/// puts there. OpenAPIKit's own description (its Markdown, its type names) is never shown: its error gives only the
/// kind of problem and the key, and the document's tree says what is there.
struct DecodeProblem {
    /// The key the problem is about (the missing one, or the one whose value is wrong).
    var key: String
    /// What is wrong with it, said after the key.
    var what: String
    /// Where the value is, from the document's root (as far as the document holds it).
    var path: [String]

    /// The problem OpenAPIKit's `error` names, at `path`, in `root`. A value that is neither a `$ref` nor what goes
    /// there is said by why it isn't what goes there (the reason the reference's reading failed says nothing).
    init(_ error: Swift.Error, at path: [String], in root: Node) {
        if let failure = Self.eitherFailure(in: error, depth: 0) {
            // Its path is from the value that is neither (or, when that reads it whole, from the root).
            let inner = Self.codingPath(of: failure).map { $0.intValue.map(String.init) ?? $0.stringValue }
            let full = root.value(at: inner) != nil ? inner : path + inner
            self = DecodeProblem(failure, at: full, in: root)
            return
        }
        self.path = path
        var found = Self.described(root.deepest(along: path))
        let last = path.last ?? "the document"
        if let openAPI = Self.openAPIError(error) {
            key = openAPI.subjectName.isEmpty ? last : openAPI.subjectName
            // OpenAPIKit's path may stop at what holds the key; its subject may be a type's name instead of a key
            // (a missing key is in no value).
            var missing = false
            if case .missing = openAPI.errorCategory { missing = true }
            if key != last, let value = root.value(at: path + [key]) {
                self.path = path + [key]
                found = Self.described(value)
            } else if !missing {
                key = last
            }
            switch openAPI.errorCategory {
            case .typeMismatch(let expected):
                what = "is \(found), where \(Self.kind(expected)) goes"
            case .typeMismatch2(let first, let second, _):
                what = "is \(found), which is neither \(Self.kind(first)) nor \(Self.kind(second))"
            case .missing(.key):
                what = "is missing, and OpenAPI requires it"
            case .missing(.value):
                what = "has no value"
            case .dataCorrupted, .inconsistency:
                what = "is \(found), which OpenAPI doesn't allow there"
            }
            return
        }
        switch error as? DecodingError {
        case .typeMismatch(let type, _)?:
            key = last
            what = "is \(found), where \(Self.kind(String(describing: type))) goes"
        case .keyNotFound(let missing, _)?:
            key = missing.stringValue
            what = "is missing, and OpenAPI requires it"
        case .valueNotFound?:
            key = last
            what = "has no value"
        default:
            key = last
            what = "is \(found), which OpenAPI doesn't allow there"
        }
    }

    private static func codingPath(of error: DecodingError) -> [CodingKey] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
    }

    /// Why a value that is neither a `$ref` nor what goes there isn't what goes there, wherever OpenAPIKit's wrappers
    /// hold its error (its type is OpenAPIKit's core's: found by its fields, `individualTypeFailures` of `type` and
    /// `error`).
    private static func eitherFailure(in value: Any, depth: Int) -> DecodingError? {
        let mirror = Mirror(reflecting: value)
        if let failures = mirror.children.first(where: { $0.label == "individualTypeFailures" })?.value as? [Any] {
            let fields = failures.map { failure in
                let pairs = Mirror(reflecting: failure).children.compactMap { child in
                    child.label.map { ($0, child.value) }
                }
                return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            }
            return fields.last { !"\($0["type"] ?? "")".contains("Reference") }?["error"] as? DecodingError
        }
        guard depth < 8 else { return nil }
        for child in mirror.children {
            if let found = eitherFailure(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }

    /// `'key' is …`.
    var words: String { "\(quoted(key)) \(what)" }

    /// The OpenAPIKit error inside `error`, which knows the kind of problem and its key.
    private static func openAPIError(_ error: Swift.Error) -> (any OpenAPIError)? {
        if let found = error as? any OpenAPIError { return found }
        if let decoding = error as? DecodingError, let inner = decoding.underlyingError as? any OpenAPIError {
            return inner
        }
        if let described = error as? OpenAPI.Error { return openAPIError(described.underlyingError) }
        return nil
    }

    /// What a value is, as a message says it: `a mapping`, `a list`, `null`, or the scalar itself quoted.
    static func described(_ node: Node) -> String {
        guard let scalar = node.scalar else { return node.kindDescription }
        if case .null = node.resolved { return "null" }
        return "\(node.kindDescription) (\(quoted(scalar.value)))"
    }

    /// A type OpenAPIKit expects, as a message says it: `text`, `a number`, `a mapping`, `a list`, or what the name
    /// says in words (`OpenAPI.Response` → `a response`).
    static func kind(_ typeName: String) -> String {
        let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
        switch name {
        case "String", "URL", "URLTemplate": return "text"
        case "Int", "Double", "Float", "Decimal": return "a number"
        case "Bool": return "true or false"
        case _ where name.hasPrefix("Array") || name.hasPrefix("[") && !name.contains(":"): return "a list"
        case _ where name.hasPrefix("Dictionary") || name.hasPrefix("OrderedDictionary") || name.contains(":"):
            return "a mapping"
        default:
            var words = ""
            for character in name where character.isLetter || character.isNumber {
                if character.isUppercase, !words.isEmpty { words.append(" ") }
                words.append(Character(character.lowercased()))
            }
            guard let first = words.first else { return "a value" }
            return ("aeiou".contains(first) ? "an " : "a ") + words
        }
    }
}
