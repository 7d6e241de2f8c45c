import Names
import OpenAPIKit
import SpecModel

extension OperationImporter {
    /// Path-level parameters, then the operation's (which replace a path-level one of the same name and place).
    mutating func parameters(_ shared: [OpenAPI.Parameter.Array.Element], _ own: [OpenAPI.Parameter.Array.Element],
                             into endpoint: inout ImportedEndpoint) {
        var resolved: [(OpenAPI.Parameter, [String])] = []
        let operationPath = endpoint.location
        let itemPath = Array(operationPath.dropLast())
        for (index, element) in shared.enumerated() {
            if let parameter = resolve(element, path: itemPath + ["parameters", String(index)], into: &endpoint) {
                resolved.append((parameter, itemPath + ["parameters", String(index)]))
            }
        }
        for (index, element) in own.enumerated() {
            let place = operationPath + ["parameters", String(index)]
            guard let parameter = resolve(element, path: place, into: &endpoint) else { continue }
            resolved.removeAll { $0.0.name == parameter.name && $0.0.location == parameter.location }
            resolved.append((parameter, place))
        }
        for (parameter, place) in resolved { add(parameter, at: place, into: &endpoint) }
    }

    private mutating func resolve(_ element: OpenAPI.Parameter.Array.Element, path: [String],
                                  into endpoint: inout ImportedEndpoint) -> OpenAPI.Parameter? {
        switch element {
        case .b(let parameter): return parameter
        case .a(let reference):
            if let parameter = components[reference] { return parameter }
            approximate(&endpoint, path, "parameter reference '\(reference.absoluteString)' is not in the document's components; left out")
            return nil
        }
    }

    private mutating func add(_ parameter: OpenAPI.Parameter, at path: [String], into endpoint: inout ImportedEndpoint) {
        let hint = Self.base(endpoint.name) + (NameRules.upperCamel(parameter.name) ?? "Parameter")
        guard case .a(let context) = parameter.schemaOrContent else {
            approximate(&endpoint, path, "parameter '\(parameter.name)' is described by 'content'; imported as a String")
            append(ImportedParam(name: parameter.name, type: parameter.required ? "String" : "String?", doc: parameter.description),
                   parameter.location, into: &endpoint)
            return
        }
        let schema: JSONSchema = switch context.schema {
        case .a(let reference): .reference(reference.jsonReference, .init())
        case .b(let schema): schema
        }
        let found = type(schema, hint: hint, path: path + ["schema"], into: &endpoint)
        var param = ImportedParam(name: parameter.name, type: found.spelled(optional: !parameter.required || parameter.location == .cookie),
                                  doc: parameter.description)
        let shape = Self.parsed(found.text)
        let simple = isSimple(shape, list: parameter.location == .query)
        switch parameter.location {
        case .cookie:
            approximate(&endpoint, path, "cookie parameter '\(parameter.name)' can't be declared; left out (set the cookie in a NetworkingDelegate)")
            return
        case .querystring:
            approximate(&endpoint, path, "querystring parameter '\(parameter.name)' can't be declared; left out")
            return
        case .path:
            param.type = found.text
            if !simple {
                approximate(&endpoint, path, "path parameter '\(parameter.name)' of type '\(found.text)' can't go in a path; imported as a String")
                param.type = "String"
            }
        case .header:
            if !simple {
                approximate(&endpoint, path, "header '\(parameter.name)' of type '\(found.text)' can't be a header; imported as a String")
                param.type = parameter.required ? "String" : "String?"
            }
        case .query:
            if case .array? = shape {
                switch (context.style, context.explode) {
                case (.form, true): break
                case (.form, false): param.style = "comma"
                default:
                    approximate(&endpoint, path, "query parameter '\(parameter.name)' in style \(context.style.rawValue) is sent repeated (name=a&name=b)")
                }
            } else if case .dictionary? = shape {
                if context.style != .deepObject {
                    approximate(&endpoint, path, "query parameter '\(parameter.name)' is an object in style \(context.style.rawValue); sent as name[key]=value")
                }
            }
            if !simple {
                approximate(&endpoint, path, "query parameter '\(parameter.name)' of type '\(found.text)' can't be sent in a query; imported as a String")
                param.type = parameter.required ? "String" : "String?"
                param.style = nil
            }
        }
        append(param, parameter.location, into: &endpoint)
    }

    private func append(_ param: ImportedParam, _ location: OpenAPI.Parameter.Context.Location, into endpoint: inout ImportedEndpoint) {
        switch location {
        case .path: endpoint.pathParams.append(param)
        case .query: endpoint.query.append(param)
        case .header: endpoint.headers.append(param)
        default: break
        }
    }

    /// A type a path, query value or header can hold: a non-data built-in or an enum; for a query also a list or
    /// dictionary of them.
    func isSimple(_ type: TypeRef?, list: Bool) -> Bool {
        switch type {
        case .array(let element)? where list, .dictionary(let element)? where list:
            return isSimple(element, list: false)
        case .named(let name, _)?:
            if let builtin = BuiltinType(rawValue: name) { return builtin.isSimpleValue }
            switch schemas.models[name]?.kind {
            case .enumeration?, .integerEnum?: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// A type the importer spelled, read back with the spec's type grammar (its shape: a list, a dictionary, a name).
    static func parsed(_ text: String) -> TypeRef? {
        try? TypeParser.parse(text, at: .start).get()
    }
}
