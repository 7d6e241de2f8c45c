import YAML

/// Checks that need every spec of a run at once: type names resolve, generated Swift type names don't
/// collide (also case-insensitively, across files), parameter types fit where they are sent, defaults
/// fit their types, paging fits its endpoint, and no model contains itself.
public struct SpecValidator {
    let specs: [Spec]
    /// Models by name (the first definition wins).
    let models: [String: Model]
    /// Names to suggest for an unknown type.
    let typeNames: [String]
    /// Each model's spec's key style.
    let keyStyles: [String: KeyStyle]
    /// When some file could not be read, an unknown type may be defined there: don't report it.
    let reportUnknownTypes: Bool
    var diagnostics: [Diagnostic] = []

    /// Validates `specs`. `incomplete` says some input file could not be parsed at all.
    public static func validate(_ specs: [Spec], incomplete: Bool = false) -> [Diagnostic] {
        var validator = SpecValidator(specs: specs, reportUnknownTypes: !incomplete)
        validator.run()
        return validator.diagnostics
    }

    init(specs: [Spec], reportUnknownTypes: Bool) {
        self.specs = specs
        var models: [String: Model] = [:]
        for spec in specs {
            for model in spec.models where models[model.name.value] == nil { models[model.name.value] = model }
        }
        self.models = models
        var keyStyles: [String: KeyStyle] = [:]
        for spec in specs {
            for model in spec.models where keyStyles[model.name.value] == nil { keyStyles[model.name.value] = spec.keys }
        }
        self.keyStyles = keyStyles
        self.typeNames = BuiltinType.allCases.map(\.rawValue) + specs.flatMap { $0.models.map(\.name.value) }
        self.reportUnknownTypes = reportUnknownTypes
    }

    mutating func run() {
        checkNames()
        for spec in specs {
            for model in spec.models {
                for property in model.properties { checkProperty(property, of: model, in: spec) }
            }
            for endpoint in spec.endpoints { checkEndpoint(endpoint, in: spec) }
        }
        checkRecursion()
    }

    mutating func error(_ message: String, in spec: Spec, at mark: Mark, note: (String, Location)? = nil) {
        error(message, file: spec.file, at: mark, note: note)
    }

    mutating func error(_ message: String, file: String, at mark: Mark, note: (String, Location)? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: Location(file: file, mark: mark),
                                      notes: note.map { [Diagnostic.Note($0.0, at: $0.1)] } ?? []))
    }

    /// Reports the type's unknown names; true when every name is known.
    @discardableResult
    mutating func resolve(_ type: TypeRef, in spec: Spec) -> Bool {
        var known = true
        for (name, mark) in type.names where BuiltinType(rawValue: name) == nil && models[name] == nil {
            known = false
            if reportUnknownTypes {
                error("unknown type '\(name)'\(suggestion(name, among: typeNames))", in: spec, at: mark)
            }
        }
        return known
    }

    private mutating func checkProperty(_ property: Property, of model: Model, in spec: Spec) {
        guard resolve(property.type, in: spec), let value = property.defaultValue else { return }
        checkDefault(value, for: property.type, what: "property '\(property.name.value)'", in: spec)
    }

    /// A default (or const) value must be a literal of its type.
    mutating func checkDefault(_ value: Node, for type: TypeRef, what: String, in spec: Spec, keyword: String = "default") {
        if !ValueChecker.isLiteralType(type, models: models) {
            error("'\(keyword)' is supported for strings, numbers, booleans, enums, dates, URLs, UUIDs, JSON and lists of them, not for \(what) of type '\(type)'",
                  in: spec, at: value.mark)
            return
        }
        var checker = ValueChecker(models: models, strictEnums: true, dates: spec.dates)
        checker.check(value, against: type)
        for problem in checker.problems {
            error("\(keyword) of \(what): \(problem.message)", in: spec, at: problem.mark)
        }
    }
}
