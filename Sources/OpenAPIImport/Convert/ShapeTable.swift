import SpecModel

/// Numbers models by shape for ``ModelMerging``: models of one number are written the same way. A shape is what a
/// model says with its place left out (origin, location); a component it names counts by identity, an inline model
/// it holds by that model's shape. A model charged with a loss, or one met again while its own shape is being found
/// (inline models hold each other only through components, so never in a document the converter read), has a
/// number of its own.
struct ShapeTable {
    private let models: [ImportedModel]
    private let lossy: Set<ImportedModelID>
    private var numbers: [Shape: Int] = [:]
    private var known: [ImportedModelID: Int] = [:]
    private var visiting: Set<ImportedModelID> = []
    private var unique = 0

    init(models: [ImportedModel], lossy: Set<ImportedModelID>) {
        self.models = models
        self.lossy = lossy
    }

    /// What a model says, its references replaced by what they stand for.
    private struct Shape: Hashable {
        var doc: String?
        var deprecated: Bool
        var kind: Kind
        var absorbed: [Reference]

        enum Kind: Hashable {
            case object([Property], additional: SchemaShape?)
            case enumeration([String])
            case integerEnum(titles: [String], values: [Int])
            case union([TypeShape], tag: String?, tagValues: [String], tagMembers: [Reference])
            /// Not comparable with any other: a lossy model, or one in a cycle.
            case unique(Int)
        }

        struct Property: Hashable {
            var key: String
            var type: SchemaShape
            var required: Bool
            var doc: String?
            var deprecated: Bool
        }
    }

    private enum Reference: Hashable {
        case component(ImportedModelID)
        case shape(Int)
    }

    private indirect enum TypeShape: Hashable {
        case builtin(BuiltinType)
        case model(Reference)
        case array(TypeShape)
        case dictionary(TypeShape)
        case optional(TypeShape)
    }

    private struct SchemaShape: Hashable {
        var type: TypeShape
        var nullable: Bool
        var dateOnly: Bool
    }

    /// The number of model `id`'s shape.
    mutating func shape(of id: ImportedModelID) -> Int {
        if let number = known[id] { return number }
        let shape: Shape
        if lossy.contains(id) || visiting.contains(id) {
            unique += 1
            shape = Shape(doc: nil, deprecated: false, kind: .unique(unique), absorbed: [])
        } else {
            visiting.insert(id)
            shape = describe(models[id.index])
            visiting.remove(id)
        }
        let number = numbers[shape] ?? numbers.count
        numbers[shape] = number
        known[id] = number
        return number
    }

    private mutating func describe(_ model: ImportedModel) -> Shape {
        let kind: Shape.Kind
        switch model.kind {
        case .object(let properties, let additional):
            kind = .object(properties.map { Shape.Property(key: $0.key, type: type($0.type), required: $0.required,
                                                           doc: $0.doc, deprecated: $0.deprecated) },
                           additional: additional.map { type($0) })
        case .enumeration(let values):
            kind = .enumeration(values)
        case .integerEnum(let cases):
            kind = .integerEnum(titles: cases.map(\.title), values: cases.map(\.value))
        case .union(let members, let tag, let tags):
            kind = .union(members.map { type($0) }, tag: tag, tagValues: tags.map(\.value),
                          tagMembers: tags.map { reference($0.member) })
        }
        return Shape(doc: model.doc, deprecated: model.deprecated, kind: kind,
                     absorbed: model.absorbed.map { reference($0) })
    }

    private mutating func reference(_ id: ImportedModelID) -> Reference {
        models[id.index].origin.isComponent ? .component(id) : .shape(shape(of: id))
    }

    private mutating func type(_ type: SchemaType) -> SchemaShape {
        SchemaShape(type: self.type(type.type), nullable: type.nullable, dateOnly: type.dateOnly)
    }

    private mutating func type(_ type: ImportedType) -> TypeShape {
        switch type {
        case .builtin(let builtin): .builtin(builtin)
        case .model(let id): .model(reference(id))
        case .array(let inner): .array(self.type(inner))
        case .dictionary(let inner): .dictionary(self.type(inner))
        case .optional(let inner): .optional(self.type(inner))
        }
    }
}
