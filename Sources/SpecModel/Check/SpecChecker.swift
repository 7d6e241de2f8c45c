import YAML

/// Checks that need every spec of a run at once, building the ``CheckedAPI`` as it goes: type names resolve,
/// parameter types fit where they are sent, defaults and consts fit their types, paging fits its endpoint,
/// examples decode as their responses, and no model contains itself.
///
/// Names are not its concern: the naming pass decides and checks every Swift name afterwards.
public struct SpecChecker {
    let specs: [Spec]
    /// What each model name means: its first definition, an object, an enum or a union.
    let modelTypes: [String: SpecType]
    /// Names to suggest for an unknown type.
    let typeNames: [String]
    /// When some file could not be read, an unknown type may be defined there: don't report it.
    let reportUnknownTypes: Bool
    var api = CheckedAPI()
    var diagnostics: [Diagnostic] = []

    /// Checks `specs` (`incomplete`: some input file could not be parsed at all). The API is complete only
    /// when no diagnostic is an error.
    public static func check(_ specs: [Spec],
                             incomplete: Bool = false) -> (api: CheckedAPI, diagnostics: [Diagnostic]) {
        var checker = SpecChecker(specs: specs, reportUnknownTypes: !incomplete)
        checker.run()
        return (checker.api, checker.diagnostics)
    }

    init(specs: [Spec], reportUnknownTypes: Bool) {
        self.specs = specs
        var types: [String: SpecType] = [:]
        var index = 0
        for spec in specs {
            for model in spec.models {
                if types[model.name.value] == nil {
                    switch model.kind {
                    case .object: types[model.name.value] = .object(ModelID(index))
                    case .enumeration: types[model.name.value] = .enumeration(ModelID(index))
                    case .union: types[model.name.value] = .union(ModelID(index))
                    }
                }
                index += 1
            }
        }
        modelTypes = types
        typeNames = BuiltinType.allCases.map(\.rawValue) + specs.flatMap { $0.models.map(\.name.value) }
        self.reportUnknownTypes = reportUnknownTypes
    }

    mutating func run() {
        // Models first, without defaults (a default may name any enum); then defaults and unions, endpoints, cycles.
        for (index, spec) in specs.enumerated() {
            let service = ServiceID(index)
            var checked = CheckedService(spec)
            for model in spec.models {
                checked.models.append(ModelID(api.models.count))
                var checkedModel = CheckedModel(model, service: service, kind: modelKind(model, in: spec))
                checkedModel.additionalProperties = model.additionalProperties.flatMap {
                    resolve($0, in: spec, owner: .model(model.name.value))
                }
                api.models.append(checkedModel)
            }
            api.services.append(checked)
        }
        joinServices()
        joinAuth()
        var modelIndex = 0
        for spec in specs {
            for model in spec.models {
                checkDefaults(model, id: ModelID(modelIndex), in: spec)
                checkUnion(model, id: ModelID(modelIndex), in: spec)
                modelIndex += 1
            }
        }
        for (index, spec) in specs.enumerated() {
            let errors = serviceErrors(spec)
            for endpoint in spec.endpoints {
                api.services[index].endpoints.append(EndpointID(api.endpoints.count))
                var checked = checkEndpoint(endpoint, in: spec, service: ServiceID(index), errors: errors)
                checked.security = checkSecurity(endpoint, in: spec, service: ServiceID(index))
                api.endpoints.append(checked)
            }
        }
        checkRecursion()
        boxCycles()
    }

    mutating func error(_ finding: Finding, file: String, at mark: Mark, note: (Finding, Location)? = nil) {
        diagnostics.append(Diagnostic(.error, finding, at: Location(file: file, mark: mark),
                                      notes: note.map { [Diagnostic.Note($0.0, at: $0.1)] } ?? []))
    }

    /// The type `type` names, reporting unknown names; nil when one is unknown. `owner`: the model or endpoint whose
    /// definition names it (its findings' subject).
    mutating func resolve(_ type: TypeRef, in spec: Spec, owner: FindingOwner) -> SpecType? {
        switch type {
        case .named(let name, let mark):
            // A built-in type added after version 1 names a model of its name where the spec has one.
            if let builtin = BuiltinType(rawValue: name), builtin.traits.since == nil || modelTypes[name] == nil {
                return .builtin(builtin)
            }
            if let model = modelTypes[name] { return model }
            if reportUnknownTypes {
                error(.types(.unknownType(name, suggestion: didYouMean(name, among: typeNames), in: owner)),
                      file: spec.file, at: mark)
            }
            return nil
        case .expandable(let name, let mark):
            guard let model = modelTypes[name] else {
                if reportUnknownTypes {
                    error(.types(.unknownModel(name, suggestion: didYouMean(name, among: typeNames), in: owner)),
                          file: spec.file, at: mark)
                }
                return nil
            }
            guard case .object(let id) = model else {
                error(.types(.expandableNotObject(name, in: owner)), file: spec.file, at: mark)
                return nil
            }
            api.expandables.append((id, Location(file: spec.file, mark: mark), owner))
            return .expandable(id)
        case .array(let element): return resolve(element, in: spec, owner: owner).map { .array($0) }
        case .dictionary(let value): return resolve(value, in: spec, owner: owner).map { .dictionary($0) }
        case .optional(let wrapped): return resolve(wrapped, in: spec, owner: owner).map { .optional($0) }
        }
    }

    private mutating func modelKind(_ model: Model, in spec: Spec) -> CheckedModel.Kind {
        switch model.kind {
        case .enumeration(let cases):
            return .enumeration(cases)
        case .union(let union):
            return unionKind(union, of: model.name.value, in: spec)
        case .object(let properties):
            return .object(properties.map { property in
                // An unknown type is reported; the property keeps a stand-in (the run stops at the error).
                let type = resolve(property.type, in: spec, owner: .model(model.name.value)) ?? .builtin(.json)
                let key = property.key
                    ?? Located(JSONKey.derived(property.name.value, style: spec.keys), at: property.name.mark)
                checkCoding(property, of: model.name.value, type: type, in: spec)
                return CheckedProperty(property, type: type, jsonKey: key, defaultValue: nil)
            })
        }
    }

    private mutating func checkDefaults(_ model: Model, id: ModelID, in spec: Spec) {
        guard case .object(var properties) = api[id].kind else { return }
        for (index, property) in model.properties.enumerated() {
            guard let value = property.defaultValue else { continue }
            let holder = ValueFinding.Holder.property(model: model.name.value, property: property.name.value)
            properties[index].defaultValue = typed(value, for: properties[index].type, of: holder, in: spec,
                                                   dates: property.dates?.value)
        }
        api.models[id.index].kind = .object(properties)
    }

    /// A default (or const) value must be a literal of its type: the value typed, or nil with an error.
    mutating func typed(_ value: Literal, for type: SpecType, of holder: ValueFinding.Holder, in spec: Spec,
                        keyword: ValueFinding.Keyword = .default, dates: DateStrategy? = nil) -> Value? {
        if !ValueChecker.isLiteralType(type) {
            error(.value(.notLiteralType(keyword, of: holder, type: type.spelled(api.models))), file: spec.file,
                  at: value.mark)
            return nil
        }
        var checker = ValueChecker(models: api.models, strictEnums: true, dates: dates ?? spec.dates)
        let typed = checker.check(value, against: type)
        for problem in checker.problems {
            error(.value(.doesNotFit(keyword, of: holder, problem.problem)), file: spec.file, at: problem.mark)
        }
        return checker.problems.isEmpty ? typed : nil
    }

    /// `nullable:` and `dates:` fit the property: `dates:` on a `Date` or `Date?`, or on lists and dictionaries of
    /// them that aren't nullable, `nullable:` not beside `default:`.
    private mutating func checkCoding(_ property: Property, of model: String, type: SpecType, in spec: Spec) {
        let name = property.name.value
        if let dates = property.dates {
            let isDate = type.unwrapped == .builtin(.date)
            if !isDate && (type.innermost != .builtin(.date) || property.isNullable) {
                error(.model(.datesNotDate(model: model, property: name, type: property.type.description)),
                      file: spec.file, at: dates.mark)
            }
        }
        if property.isNullable, let value = property.defaultValue {
            error(.model(.defaultAndNullable(model: model, property: name)), file: spec.file, at: value.mark)
        }
    }
}
