import Names
import OpenAPIKit
import SpecModel

/// Turns JSON schemas into spec types, writing a model for every component schema that needs one (objects,
/// enums, unions, compositions) and for inline schemas that do, named from their place (`PetCategory`,
/// `CreateIssueRequestBody`, `IssueLabelsItem`). What the format can't express becomes `JSON`, with a warning.
struct SchemaImporter {
    let components: OpenAPI.Components
    /// Where things were written, and in which order.
    let source: OpenAPISource
    private(set) var models: [String: ImportedModel] = [:]
    /// Model names in the order they were made.
    private(set) var order: [String] = []
    /// Warnings: where in the document, and what.
    private(set) var warnings: [(path: [String], message: String)] = []
    /// Models that stand in for something they can't say exactly.
    var inexact: Set<String> = []
    /// Untagged unions of several objects from `anyOf`, and where: exact to send (the value is one member), not to
    /// read (a value that matches several members is read as the first).
    var readsFirstMatch: [String: [String]] = [:]
    private var componentTypes: [String: ImportedType] = [:]
    private var building: Set<String> = []
    private var taken: Set<String>

    init(components: OpenAPI.Components, source: OpenAPISource, reserved: Set<String>) {
        self.components = components
        self.source = source
        taken = Set(reserved.map { $0.lowercased() })
    }

    // MARK: - Names

    /// A free model name for `name`: as written when it is a Swift type name, else camel-cased; a name gen
    /// reserves gets `Model`; a taken one a number.
    mutating func claimName(_ name: String) -> String {
        var base = SwiftName.isIdentifier(name) && !SwiftName.keywords.contains(name) ? name : (NameRules.upperCamel(name) ?? "Model")
        if let first = base.first, first.isLowercase { base = first.uppercased() + base.dropFirst() }
        if ReservedTypeNames.contains(base) { base += "Model" }
        var candidate = base
        var number = 2
        while taken.contains(candidate.lowercased()) || ReservedTypeNames.contains(candidate) {
            candidate = base + String(number)
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }

    mutating func warn(_ path: [String], _ message: String) {
        warnings.append((path, message))
    }

    mutating func add(_ model: ImportedModel) {
        if models[model.name] == nil { order.append(model.name) }
        models[model.name] = model
    }

    // MARK: - Components

    /// The type a component schema stands for; models are made once, named after the component.
    mutating func component(_ key: String) -> ImportedType {
        if let known = componentTypes[key] { return known }
        let path = ["components", "schemas", key]
        guard let schema = components.schemas[OpenAPI.ComponentKey(stringLiteral: key)] else {
            warn(path, "'\(key)' is not a schema of the document's components; imported as JSON")
            return .json
        }
        if building.contains(key) {
            // A schema that holds itself through something that is not a model (a list of itself): no name to refer to.
            warn(path, "'\(key)' refers to itself without being an object; imported as JSON")
            return .json
        }
        if makesModel(schema) {
            let name = claimName(key)
            componentTypes[key] = ImportedType(text: name, models: [name])
            let made = model(schema, name: name, path: path)
            componentTypes[key] = made
            return made
        }
        building.insert(key)
        let type = self.type(schema, hint: key, path: path)
        building.remove(key)
        componentTypes[key] = type
        return type
    }

    /// Whether a schema becomes a model of its own (rather than a built-in, a list, a dictionary or JSON).
    func makesModel(_ schema: JSONSchema) -> Bool {
        switch schema.value {
        case .object(_, let object): return !object.properties.isEmpty
        case .string(let core, _): return !(core.allowedValues ?? []).isEmpty
        case .all(let members, _): return members.filter { !Self.isAnnotation($0) }.count > 1
        case .one(let members, _), .any(let members, _): return members.filter { !$0.isNull }.count > 1
        default: return false
        }
    }

    /// A member of `allOf` that only annotates (a description, `nullable`): no type of its own.
    static func isAnnotation(_ schema: JSONSchema) -> Bool {
        if case .fragment(let core) = schema.value { return (core.allowedValues ?? []).isEmpty }
        return false
    }
}

extension SchemaImporter {
    /// Changes what an already made model is (a multipart body's bytes becoming files).
    mutating func replaceKind(of name: String, with kind: ImportedModel.Kind) {
        models[name]?.kind = kind
    }
}
