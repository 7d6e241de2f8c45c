import OpenAPIKit
import SpecModel

/// Converts JSON schemas into the import's types, making a model for every component schema that needs one
/// (objects, enums, unions, compositions) and for inline schemas that do — each inline model named later from its
/// owner and its place (`Pet` + `Category`). What the format can't express becomes `JSON`, with a loss charged to
/// the model or operation being converted (and to every later user of a component that isn't a model).
struct SchemaConverter {
    let components: OpenAPI.Components
    let source: OpenAPISource
    private(set) var models: [ImportedModel] = []
    private(set) var losses: [ImportLoss] = []
    /// What each component converted to.
    private var componentTypes: [String: SchemaType] = [:]
    /// The losses a component that makes no model brought (charged again to each place that uses it).
    private var componentLosses: [String: [Int]] = [:]
    /// Components being converted, innermost last (a component that isn't a model collects the losses found in it).
    private var building: [String] = []
    /// Whom losses found now are charged to: the model or operation being converted.
    private var subjects: [ImportLoss.Subject] = []
    /// The unions merged objects' keys hold, by their members (`mergedObject`).
    var keyUnions: [[ImportedType]: ImportedModelID] = [:]

    init(components: OpenAPI.Components, source: OpenAPISource) {
        self.components = components
        self.source = source
    }

    // MARK: - Losses

    /// Converts in the name of `subject`: losses found meanwhile are charged to it.
    mutating func charging<T>(_ subject: ImportLoss.Subject, _ body: (inout SchemaConverter) -> T) -> T {
        subjects.append(subject)
        defer { subjects.removeLast() }
        return body(&self)
    }

    /// A loss for whatever is being converted.
    mutating func lose(_ path: [String], _ cause: ImportCause, _ message: String,
                       effect: ImportLoss.Effect = .approximates) {
        let subject = subjects.last ?? .document
        losses.append(ImportLoss(subjects: [subject], effect: effect, cause: cause, message: message, location: path))
        for key in building { componentLosses[key, default: []].append(losses.count - 1) }
    }

    /// A loss charged to `subject` directly.
    mutating func record(_ loss: ImportLoss) {
        losses.append(loss)
    }

    /// The losses of a component that makes no model, charged to whatever uses it now.
    private mutating func recharge(_ key: String) {
        guard let indices = componentLosses[key], let subject = subjects.last else { return }
        for index in indices { losses[index].subjects.insert(subject) }
        for outer in building where outer != key { componentLosses[outer, default: []].append(contentsOf: indices) }
    }

    // MARK: - Models

    mutating func add(_ model: ImportedModel) -> ImportedModelID {
        models.append(model)
        return ImportedModelID(index: models.count - 1)
    }

    mutating func update(_ id: ImportedModelID, _ change: (inout ImportedModel) -> Void) {
        change(&models[id.index])
    }

    // MARK: - Components

    /// The type a component schema stands for; its model is made once.
    mutating func component(_ key: String) -> SchemaType {
        if let known = componentTypes[key] {
            recharge(key)
            return known
        }
        let path = ["components", "schemas", key]
        guard let schema = components.schemas[OpenAPI.ComponentKey(stringLiteral: key)] else {
            lose(path, .missingComponent, "\(quoted(key)) is not a schema of the document's components; imported as "
                 + "JSON")
            return .json
        }
        if building.contains(key) {
            // A schema that holds itself through something that is not a model (a list of itself): no name to refer to.
            lose(path, .selfReferenceNotObject, "\(quoted(key)) refers to itself without being an object; imported "
                 + "as JSON")
            return .json
        }
        if makesModel(schema) {
            let id = add(ImportedModel(origin: .component(key), kind: .enumeration([]), location: path))
            // A component that is itself nullable makes every reference to it nullable — its own properties' too,
            // so it is known before they are read.
            let nullable = schema.nullable || Self.holdsNull(schema)
            componentTypes[key] = SchemaType(.model(id), nullable: nullable)
            var made = charging(.model(id)) { $0.model(schema, id: id, path: path) }
            if nullable { made.nullable = true }
            componentTypes[key] = made
            return made
        }
        building.append(key)
        let type = self.type(schema, place: Place(owner: .component(key), suffix: ""), path: path)
        building.removeLast()
        componentTypes[key] = type
        recharge(key)
        return type
    }

    /// Whether a schema becomes a model of its own (rather than a built-in, a list, a dictionary or JSON).
    func makesModel(_ schema: JSONSchema) -> Bool {
        switch schema.value {
        case .object(_, let object): return !object.properties.isEmpty
        case .string(let core, _): return !(core.allowedValues ?? []).isEmpty
        case .all(let members, _):
            // Several members, one of them an object: a model of them merged. Else (a string and a ref to a
            // string, say) the one type they share.
            return members.filter { !Self.isAnnotation($0) }.count > 1 && members.contains { isObjectLike($0) }
        case .one(let members, _), .any(let members, _): return members.filter { !$0.isNull }.count > 1
        default: return false
        }
    }

    /// An object with properties, directly, through references, or as a member of an `allOf`.
    func isObjectLike(_ schema: JSONSchema, visiting: Set<String> = []) -> Bool {
        switch schema.value {
        case .object(_, let object): return !object.properties.isEmpty
        case .all(let members, _): return members.contains { isObjectLike($0, visiting: visiting) }
        case .reference(let reference, _):
            guard let key = ComponentReference.key(reference.absoluteString, kind: "schemas"),
                  !visiting.contains(key),
                  let target = components.schemas[OpenAPI.ComponentKey(stringLiteral: key)] else { return false }
            return isObjectLike(target, visiting: visiting.union([key]))
        default: return false
        }
    }

    /// A `oneOf` / `anyOf` with `{ type: null }` among its members: null is one of its values.
    static func holdsNull(_ schema: JSONSchema) -> Bool {
        switch schema.value {
        case .one(let members, _), .any(let members, _): return members.contains(where: \.isNull)
        default: return false
        }
    }

    /// A member of `allOf` that only annotates (a description, `nullable`) or only excludes values (`not`, as in
    /// `allOf: [Method, {not: {enum: [paypal]}}]`): no type of its own. What it excludes narrows what the server
    /// accepts, as `maxLength` does, not the type.
    static func isAnnotation(_ schema: JSONSchema) -> Bool {
        if case .fragment(let core) = schema.value { return (core.allowedValues ?? []).isEmpty }
        if case .not = schema.value { return true }
        return false
    }
}

/// Where an inline schema is: what holds it, and the word its model's name gets there (`Category`, `Item`).
struct Place: Hashable, Sendable {
    var owner: ModelOwner
    var suffix: String

    /// A place one step further in: `Pet`'s `Category` → its `CategoryItem`.
    func appending(_ word: String) -> Place {
        Place(owner: owner, suffix: suffix + word)
    }
}
