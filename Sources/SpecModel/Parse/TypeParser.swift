import YAML

/// Reads the spec's type grammar — `Name`, `[T]`, `[String: T]`, `T?`, `Expandable<Model>` — from a string, or from
/// YAML's reading of an unquoted `[T]` (a one-item list) and `[String: T]` (a list holding a one-pair map).
public enum TypeParser {
    /// A problem in a type, with where it is.
    public struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        public var problem: TypeGrammarFinding
        public var mark: Mark
    }

    /// The type a node spells.
    public static func parse(_ node: Node) -> Result<TypeRef, Failure> {
        switch node.kind {
        case .scalar(let scalar):
            if node.isNull { return .failure(Failure(problem: .missingType, mark: node.mark)) }
            // Byte scans, not Foundation's substring search: this runs for every type in a spec.
            let singleLine = !scalar.value.utf8.contains(UInt8(ascii: "\n"))
            let shift: Int? = switch scalar.style {
            case .plain: singleLine ? 0 : nil
            case .singleQuoted, .doubleQuoted:
                singleLine && !scalar.value.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "'") }
                    ? 1 : nil
            case .literal, .folded: nil
            }
            return parse(scalar.value, at: node.mark, shift: shift)
        case .sequence(let items):
            guard items.count == 1 else {
                return .failure(Failure(problem: .listTypeNotOneElement, mark: node.mark))
            }
            let item = items[0]
            if let pairs = item.mapping {
                guard pairs.count == 1 else {
                    return .failure(Failure(problem: .dictionaryTypeNotOnePair, mark: item.mark))
                }
                guard pairs[0].key.string == "String" else {
                    return .failure(Failure(problem: .dictionaryKeyNotString, mark: pairs[0].key.mark))
                }
                return parse(pairs[0].value).map { .dictionary($0) }
            }
            return parse(item).map { .array($0) }
        case .mapping:
            return .failure(Failure(problem: .mappingForType, mark: node.mark))
        }
    }

    /// The type a string spells. Its first character is `shift` characters right of `mark` (nil when
    /// characters can't be located one by one, as in a multi-line scalar: then everything is at `mark`).
    public static func parse(_ text: String, at mark: Mark, shift: Int? = 0) -> Result<TypeRef, Failure> {
        if let simple = simpleType(text, at: shift.map { mark.advanced(by: $0) } ?? mark) { return .success(simple) }
        var reader = Reader(characters: Array(text.unicodeScalars), text: text, baseMark: mark, shift: shift)
        reader.skipSpaces()
        if reader.atEnd { return .failure(Failure(problem: .missingType, mark: reader.mark(0))) }
        do {
            let type = try reader.type()
            reader.skipSpaces()
            if !reader.atEnd { throw reader.failure(.expectedEnd) }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(problem: .malformed(text, nil), mark: reader.mark(0)))
        }
    }

    /// `Name` or `Name?` of ASCII letters, digits and `_`, not starting with a digit (most types a spec names), read as
    /// the reader reads it without its list of characters; nil for any other text.
    private static func simpleType(_ text: String, at mark: Mark) -> TypeRef? {
        var name = Substring(text)
        let optional = name.utf8.last == UInt8(ascii: "?")
        if optional { name = name.dropLast() }
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              name.utf8.allSatisfy({ byte in
                  switch byte {
                  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                       UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                      true
                  default:
                      false
                  }
              }) else { return nil }
        let named = TypeRef.named(String(name), at: mark)
        return optional ? .optional(named) : named
    }

    private struct Reader {
        let characters: [Unicode.Scalar]
        let text: String
        let baseMark: Mark
        let shift: Int?
        var index = 0
        var depth = 0
        /// Deepest nesting of brackets a type may have (a bound on the recursion, far beyond real types).
        static let maxDepth = 32

        func mark(_ offset: Int) -> Mark {
            shift.map { baseMark.advanced(by: $0 + offset) } ?? baseMark
        }

        var atEnd: Bool { index >= characters.count }
        var current: Unicode.Scalar? { atEnd ? nil : characters[index] }

        mutating func skipSpaces() {
            while let character = current, character == " " { index += 1 }
        }

        func failure(_ malformation: TypeGrammarFinding.Malformation, at offset: Int? = nil) -> Failure {
            Failure(problem: .malformed(text, malformation), mark: mark(offset ?? index))
        }

        mutating func type() throws -> TypeRef {
            var type = try base()
            skipSpaces()
            if current == "?" {
                index += 1
                type = .optional(type)
                skipSpaces()
                if current == "?" { throw failure(.optionalTwice) }
            }
            return type
        }

        mutating func base() throws -> TypeRef {
            skipSpaces()
            guard let character = current else { throw failure(.expectedName) }
            if character == "[" {
                guard depth < Self.maxDepth else { throw failure(.tooDeep(maxDepth: Self.maxDepth)) }
                depth += 1
                defer { depth -= 1 }
                index += 1
                skipSpaces()
                let keyStart = index
                let first = try type()
                skipSpaces()
                if current == ":" {
                    index += 1
                    guard first.description == "String" else {
                        throw Failure(problem: .dictionaryKeyNotString, mark: mark(keyStart))
                    }
                    let value = try type()
                    try close()
                    return .dictionary(value)
                }
                try close()
                return .array(first)
            }
            let start = index
            while let next = current, next == "_" || next.isAlphabetic || ("0"..."9").contains(next) { index += 1 }
            guard index > start else { throw failure(.expectedName) }
            let name = String(String.UnicodeScalarView(characters[start..<index]))
            if let first = name.unicodeScalars.first, ("0"..."9").contains(first) {
                throw failure(.nameStartsWithDigit, at: start)
            }
            skipSpaces()
            if current == "<" {
                guard name == "Expandable" else { throw failure(.argumentOutsideExpandable, at: start) }
                index += 1
                skipSpaces()
                let inner = index
                while let next = current, next == "_" || next.isAlphabetic || ("0"..."9").contains(next) { index += 1 }
                guard index > inner else { throw failure(.expandableWithoutModel) }
                let model = String(String.UnicodeScalarView(characters[inner..<index]))
                skipSpaces()
                guard current == ">" else { throw failure(.expectedClosingAngle) }
                index += 1
                return .expandable(model, at: mark(inner))
            }
            return .named(name, at: mark(start))
        }

        mutating func close() throws {
            skipSpaces()
            guard current == "]" else { throw failure(.expectedClosingBracket) }
            index += 1
        }
    }
}
