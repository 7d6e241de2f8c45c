import Names
import OpenAPIKit
import SpecModel

extension OperationConverter {
    /// Path-level parameters, then the operation's (which replace a path-level one of the same name and place).
    mutating func parameters(_ shared: [OpenAPI.Parameter.Array.Element], _ own: [OpenAPI.Parameter.Array.Element],
                             into endpoint: inout ImportedEndpoint) {
        var resolved: [(OpenAPI.Parameter, [String])] = []
        let itemPath = Array(endpoint.location.dropLast())
        for (index, element) in shared.enumerated() {
            let place = itemPath + ["parameters", String(index)]
            if let parameter = resolve(element, path: place) { resolved.append((parameter, place)) }
        }
        for (index, element) in own.enumerated() {
            let place = endpoint.location + ["parameters", String(index)]
            guard let parameter = resolve(element, path: place) else { continue }
            resolved.removeAll { $0.0.name == parameter.name && $0.0.location == parameter.location }
            resolved.append((parameter, place))
        }
        for (parameter, place) in resolved { add(parameter, at: place, into: &endpoint) }
    }

    private mutating func resolve(_ element: OpenAPI.Parameter.Array.Element, path: [String]) -> OpenAPI.Parameter? {
        switch element {
        case .b(let parameter): return parameter
        case .a(let reference):
            if let parameter = components[reference] { return parameter }
            schemas.lose(path, .missingParameterReference, "\(quoted(reference.absoluteString)) is not a parameter "
                               + "of the document's components; left out")
            return nil
        }
    }

    private mutating func add(_ parameter: OpenAPI.Parameter, at path: [String],
                              into endpoint: inout ImportedEndpoint) {
        let place = Self.place(endpoint, NameRules.upperCamel(parameter.name) ?? "Parameter")
        var param = ImportedParam(name: parameter.name, type: .builtin(.string),
                                  optional: !parameter.required || parameter.location == .cookie,
                                  doc: parameter.description, location: path)
        guard case .a(let context) = parameter.schemaOrContent else {
            schemas.lose(path, .contentParameter, "parameter \(quoted(parameter.name)) is described by 'content'; "
                               + "imported as a String")
            append(param, parameter.location, into: &endpoint)
            return
        }
        let schema: JSONSchema = switch context.schema {
        case .a(let reference): .reference(reference.jsonReference, .init())
        case .b(let schema): schema
        }
        let found = schemas.type(schema, place: place, path: path + ["schema"])
        // A schema that says nothing of the value (`{}`): in a URL or a header, a value is text.
        param.type = found.type == .json ? .builtin(.string) : found.type
        param.dateOnly = found.dateOnly
        // One value or a list of them (`oneOf: [X, {type: array, items: X}]`): in a query the list, which sends one
        // value as a list of one, the same `name=value`; in a path or a header the one value, which it may always be.
        if let one = oneOrList(param.type), parameter.location != .cookie {
            let list = parameter.location == .query
            param.type = list ? .array(one) : one
            let reading = list ? "the list (\(quoted(spelling(param.type)))), which sends one value as a list of one"
                : "the one value (\(quoted(spelling(one))))"
            schemas.lose(path, .oneValueOrList, "\(parameter.location.rawValue) parameter \(quoted(parameter.name)) is "
                               + "one value or a list of them; imported as " + reading, effect: .notes)
        }
        // A union of simple values (`oneOf: [{ format: uuid }, Name]`) is text in a URL or a header, whichever it
        // holds: a String sends each of them as written.
        if parameter.location != .cookie, isUnionOfSimpleValues(param.type) {
            schemas.lose(path, .unionParameter, "\(parameter.location.rawValue) parameter \(quoted(parameter.name)) is "
                               + "a union of simple values (\(quoted(spelling(param.type)))); imported as a String, "
                               + "which sends any of them as its text", effect: .notes)
            param.type = .builtin(.string)
        } else if parameter.location == .query, case .array(let element) = param.type, isUnionOfSimpleValues(element) {
            schemas.lose(path, .unionParameter, "query parameter \(quoted(parameter.name)) is a list of a union of "
                               + "simple values (\(quoted(spelling(element)))); imported as [String], which sends "
                               + "any of them as its text", effect: .notes)
            param.type = .array(.builtin(.string))
        }
        if addSpreadObject(param, parameter, context, at: path, into: &endpoint) { return }
        let simple = isSimple(param.type, list: parameter.location == .query)
        let spelled = spelling(param.type)
        switch parameter.location {
        case .cookie:
            schemas.lose(path, .cookieParameter, "cookie parameter \(quoted(parameter.name)) can't be declared; left "
                               + "out (set the cookie in a NetworkingDelegate)")
            return
        case .querystring:
            schemas.lose(path, .querystringParameter, "querystring parameter \(quoted(parameter.name)) can't be "
                               + "declared; left out")
            return
        case .path:
            param.optional = false
            pathStyle(&param, context, simple: simple, at: path)
        case .header:
            if !simple {
                schemas.lose(path, .headerNotSimple, "header \(quoted(parameter.name)) of type \(quoted(spelled)) "
                                   + "can't be a header; imported as a String")
                param.type = .builtin(.string)
            }
        case .query:
            if case .array = param.type {
                switch (context.style, context.explode) {
                case (.form, true): break
                case (.form, false): param.style = .comma
                // A list in deepObject style is sent `name[]=a&name[]=b`, as the frameworks that use it read it.
                case (.deepObject, _): param.style = .brackets
                default:
                    schemas.lose(path, .queryListStyle, "query parameter \(quoted(parameter.name)) is a list in style "
                                       + "\(context.style.rawValue); sent repeated (name=a&name=b)")
                }
            } else if case .dictionary = found.type, context.style != .deepObject, simple {
                // (A map of values that are no simple values is sent as a String, said below.)
                schemas.lose(path, .queryObjectStyle, "query parameter \(quoted(parameter.name)) is a map in style "
                                   + "\(context.style.rawValue); sent as name[key]=value, as in style deepObject")
            }
            if !simple {
                schemas.lose(path, .queryNotSimple, "query parameter \(quoted(parameter.name)) of type "
                                   + "\(quoted(spelled)) can't be sent in a query; imported as a String")
                param.type = .builtin(.string)
                param.style = nil
            }
        }
        append(param, parameter.location, into: &endpoint)
    }

    /// A path parameter as OpenAPI's style table sends it: a list is one segment of values joined with `,`, as gen
    /// sends it (`simple`, the default; `label` and `matrix` unexploded); `label` puts `.` before the value, `matrix`
    /// `;name=`, which the path then holds as text. An exploded list in those two repeats what comes between values,
    /// which gen can't send: a String, which the caller writes.
    private mutating func pathStyle(_ param: inout ImportedParam, _ context: OpenAPI.Parameter.SchemaContext,
                                    simple: Bool, at path: [String]) {
        var listInPath = false
        if case .array(let element) = param.type, element != .builtin(.date) {
            listInPath = isSimple(element, list: false)
        }
        let style = context.style
        if listInPath && ![.simple, .label, .matrix].contains(style) {
            schemas.lose(path, .pathListStyle, "path parameter \(quoted(param.name)) is a list in style "
                               + "\(style.rawValue), which no path holds; imported as a String")
            param.type = .builtin(.string)
        } else if listInPath && context.explode && style != .simple {
            schemas.lose(path, .pathExplodedList, "path parameter \(quoted(param.name)) is an exploded list in style "
                               + "\(style.rawValue), which repeats \(style == .label ? "'.'" : "';\(param.name)='") "
                               + "between values; imported as a String (write the values as the path holds them)")
            param.type = .builtin(.string)
        } else if !simple && !listInPath {
            schemas.lose(path, .pathNotSimple, "path parameter \(quoted(param.name)) of type "
                               + "\(quoted(spelling(param.type))) can't go in a path; imported as a String")
            param.type = .builtin(.string)
        }
        switch style {
        case .label: param.pathPrefix = "."
        case .matrix: param.pathPrefix = ";" + param.name + "="
        default: break
        }
    }

    private func append(_ param: ImportedParam, _ location: OpenAPI.Parameter.Context.Location,
                        into endpoint: inout ImportedEndpoint) {
        switch location {
        case .path: endpoint.pathParams.append(param)
        case .query: endpoint.query.append(param)
        case .header: endpoint.headers.append(param)
        default: break
        }
    }

    /// `X` for a union model of exactly `X` and a list of `X` (in either order), `X` simple; nil for anything else.
    func oneOrList(_ type: ImportedType) -> ImportedType? {
        guard case .model(let id) = type, case .union(let members, _, _) = schemas.models[id.index].kind,
              members.count == 2 else { return nil }
        for (one, list) in [(members[0], members[1]), (members[1], members[0])] {
            if case .array(let element) = list, element == one, isSimple(one, list: false) { return one }
        }
        return nil
    }

    /// A union model whose members are all simple values (built-ins, enums).
    func isUnionOfSimpleValues(_ type: ImportedType) -> Bool {
        guard case .model(let id) = type, case .union(let members, _, _) = schemas.models[id.index].kind,
              !members.isEmpty else { return false }
        return members.allSatisfy { isSimple($0, list: false) }
    }

    /// A type a path, query value or header can hold: a non-data built-in or an enum; for a query also a list or
    /// dictionary of them.
    func isSimple(_ type: ImportedType, list: Bool) -> Bool {
        switch type {
        case .array(let element) where list, .dictionary(let element) where list:
            return isSimple(element, list: false)
        case .builtin(let builtin):
            return builtin.isSimpleValue
        case .model(let id):
            switch schemas.models[id.index].kind {
            case .enumeration, .integerEnum: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// How a message names a type: a model by its component's key (names are decided later), an inline one by kind.
    func spelling(_ type: ImportedType) -> String {
        switch type {
        case .builtin(let builtin): return builtin.rawValue
        case .model(let id):
            if case .component(let key) = schemas.models[id.index].origin { return key }
            if case .union = schemas.models[id.index].kind { return "a union" }
            return "an object"
        case .array(let element): return "[\(spelling(element))]"
        case .dictionary(let value): return "[String: \(spelling(value))]"
        case .optional(let wrapped): return spelling(wrapped) + "?"
        }
    }
}
