import YAML

/// Values made in code rather than read (by the importer, by tests that make specs): scalars carry the text YAML
/// would show for them, so they read like written ones; marks are the file's start.
extension Literal {
    public static let null = Literal(.null, at: .start, written: "null")

    public static func text(_ text: String) -> Literal {
        Literal(.string(text), at: .start, written: text)
    }

    public static func integer(_ number: Int) -> Literal {
        Literal(.int(number), at: .start, written: String(number))
    }

    public static func number(_ number: Double) -> Literal {
        Literal(.double(number), at: .start, written: YAMLText.double(number))
    }

    public static func boolean(_ flag: Bool) -> Literal {
        Literal(.bool(flag), at: .start, written: flag ? "true" : "false")
    }

    /// A scalar with the text YAML would show for it, at `mark` (lists and maps have no text).
    public init(scalar kind: Kind, at mark: Mark) {
        let written: String? = switch kind {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .list, .map: nil
        }
        self.init(kind, at: mark, written: written)
    }

    public static func list(_ items: [Literal]) -> Literal {
        Literal(.list(items), at: .start)
    }

    public static func map(_ entries: [(key: String, value: Literal)]) -> Literal {
        Literal(.map(entries.map { Entry(key: $0.key, keyMark: .start, value: $0.value) }), at: .start)
    }
}
