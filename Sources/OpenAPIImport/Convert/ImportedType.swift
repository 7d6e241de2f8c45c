import SpecModel

/// A model of the import, by its place among the converted models (names come later, in ``ImportNaming``).
struct ImportedModelID: Hashable, Comparable, Sendable {
    let index: Int

    static func < (lhs: ImportedModelID, rhs: ImportedModelID) -> Bool { lhs.index < rhs.index }
}

/// A type as the converter makes it: a built-in, a model by ID, a list or a dictionary, and an optional element
/// (`[T?]`). Whether a value itself may be `null`, and whether it may be left out, live beside it (``SchemaType``,
/// and the places that hold one).
indirect enum ImportedType: Hashable, Sendable {
    case builtin(BuiltinType)
    case model(ImportedModelID)
    case array(ImportedType)
    case dictionary(ImportedType)
    /// An element of a list or dictionary that may be `null`.
    case optional(ImportedType)

    static let json = ImportedType.builtin(.json)

    /// Whether lists, dictionaries and optionals hold dates at their bottom (or the type is `Date`).
    var innermostIsDate: Bool {
        switch self {
        case .builtin(let builtin): return builtin == .date
        case .model: return false
        case .array(let inner), .dictionary(let inner), .optional(let inner): return inner.innermostIsDate
        }
    }

    /// Every model the type names, at any depth.
    var models: [ImportedModelID] {
        switch self {
        case .builtin: return []
        case .model(let id): return [id]
        case .array(let inner), .dictionary(let inner), .optional(let inner): return inner.models
        }
    }
}

/// What a schema converts to: the type, whether `null` is one of its values, and whether it is a date without a
/// time (`format: date`, written `yyyy-MM-dd`).
struct SchemaType: Hashable, Sendable {
    var type: ImportedType
    var nullable = false
    var dateOnly = false

    init(_ type: ImportedType, nullable: Bool = false, dateOnly: Bool = false) {
        self.type = type
        self.nullable = nullable
        self.dateOnly = dateOnly
    }

    static let json = SchemaType(.json)

    /// The type as an element of a list or dictionary: `T?` when null is a value.
    var element: ImportedType { nullable ? .optional(type) : type }
}
