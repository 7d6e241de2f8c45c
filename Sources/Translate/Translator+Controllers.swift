import SpecModel

extension Translator {
    /// Members of the controller bases a stored parameter can't be named.
    static let controllerMembers: Set<String> = [
        "networking", "objects", "hasMore", "state", "isLoading", "onChange", "changes", "clearObjects", "reload",
        "loadMore", "pageSize", "firstPage", "hasTotal", "loadPage", "loadObjects",
    ]

    func controllerView(_ endpoint: Endpoint, _ spec: Spec) -> ControllerView? {
        guard let paging = endpoint.paging, let response = endpoint.response,
              let base = SwiftName.upperCamel(endpoint.name.value) else { return nil }
        guard let itemType = itemType(paging.items, response: response) else { return nil }
        let item = SwiftTypeName.of(itemType)
        // Parameters the controller sets itself, and the value it passes for each.
        var paged: [String: String] = [:]
        var baseClass = "", superInit = "", signature = "", pageType = ""
        switch paging {
        case .offset(let offset):
            paged[offset.offset.value] = "offset"
            paged[offset.limit.value] = "limit"
            baseClass = "OffsetBasedObjectsController<\(item)>"
            superInit = "super.init(pageSize: \(offset.pageSize), hasTotal: \(offset.total != nil))"
            signature = "loadObjects(offset: Int, limit: Int) async throws -> OffsetPage<\(item)>"
            pageType = "OffsetPage"
        case .page(let page):
            paged[page.page.value] = "page"
            if let perPage = page.perPage { paged[perPage.value] = "size ?? \(page.pageSize ?? 0)" }
            baseClass = "PageBasedObjectsController<\(item)>"
            superInit = "super.init(firstPage: \(page.first), pageSize: \(page.pageSize.map(String.init) ?? "nil"))"
            signature = "loadPage(_ page: Int, size: Int?) async throws -> NumberedPage<\(item)>"
            pageType = "NumberedPage"
        case .cursor(let cursor):
            if let name = cursor.cursor { paged[name.value] = "cursor" }
            baseClass = "CursorBasedObjectsController<\(item)>"
            superInit = "super.init()"
            signature = "loadPage(after cursor: String?) async throws -> CursorPage<\(item)>"
            pageType = "CursorPage"
        }

        var properties: [PropertyView] = []
        var parameters = ["networking: any Networking"]
        var arguments: [String] = []
        let stored = endpoint.pathParams + (endpoint.query + endpoint.headers).filter { $0.constValue == nil }
        var ordered: [(label: String, param: Param?, type: TypeRef)] = endpoint.pathParams.map { (Self.propertyName($0), $0, $0.type) }
        if let body = endpoint.body { ordered.append((SwiftName.bodyProperty(body), nil, body)) }
        ordered += stored.dropFirst(endpoint.pathParams.count).map { (Self.propertyName($0), $0, $0.type) }
        for (label, param, type) in ordered {
            let escapedLabel = SwiftIdentifier.escaped(label)
            if let param, let value = paged[param.name.value] {
                arguments.append("\(escapedLabel): \(Self.converted(value, to: type))")
                continue
            }
            let name = Self.controllerMembers.contains(label) ? label + "Parameter" : label
            let parameter = SwiftIdentifier.parameter(name)
            let swiftType = SwiftTypeName.of(type)
            properties.append(PropertyView(
                doc: DocComment.lines(param?.doc), attributes: [],
                declaration: "\(access)let \(SwiftIdentifier.escaped(name)): \(swiftType)",
                assignment: "self.\(SwiftIdentifier.escaped(name)) = \(parameter.value)"))
            let defaultValue = param?.defaultValue.map { literal(spec).expression($0, type) } ?? (type.isOptional ? "nil" : nil)
            parameters.append("\(parameter.declaration): \(swiftType)" + (defaultValue.map { " = \($0)" } ?? ""))
            arguments.append("\(escapedLabel): \(SwiftIdentifier.member(name))")
        }
        let request = "\(base)Request(\(arguments.joined(separator: ", ")))"

        var body: [String] = []
        var next = ""
        switch paging {
        case .cursor(let cursor):
            if cursor.cursor != nil {
                body.append("let response = try await networking.send(\(request))")
            } else if case .linkHeader = cursor.next {
                body.append("let response = try await networking.response(for: \(request), nextPageURL: cursor)")
            } else {
                body.append("let response = try await networking.send(\(request), nextPageURL: cursor)")
            }
            switch cursor.next {
            case .linkHeader: next = "response.link(rel: \"next\")?.absoluteString"
            case .body(let path): next = stringExpression(path.value, response: response)
            }
        default:
            body.append("let response = try await networking.send(\(request))")
        }
        let root = { () -> String in
            if case .cursor(let cursor) = paging, case .linkHeader = cursor.next { return "response.value" }
            return "response"
        }()
        let items = paging.items.map { listExpression($0.value, root: root, response: response) } ?? root
        var pageArguments = ["items: \(items)"]
        switch paging {
        case .offset(let offset):
            if let total = offset.total { pageArguments.append("total: \(integerExpression(total.value, response: response))") }
        case .page(let page):
            if let count = page.pageCount { pageArguments.append("pageCount: \(integerExpression(count.value, response: response))") }
        case .cursor:
            pageArguments.append("next: \(next)")
        }
        body.append("return \(pageType)(\(pageArguments.joined(separator: ", ")))")

        return ControllerView(
            header: Self.header(spec), imports: ["SpecgenRuntime"],
            doc: ["/// Loads `\(endpoint.name.value)` (\(endpoint.method.rawValue) \(endpoint.path.value)) page by page."]
                + (endpoint.doc.map { ["///"] + DocComment.lines($0) } ?? []),
            access: access, typeName: base + "Controller", baseClass: baseClass, properties: properties,
            initParameters: parameters.joined(separator: ", "), superInit: superInit, overrideSignature: signature,
            bodyLines: body)
    }

    /// A paging value (an `Int` or `String?` the base hands over) as the parameter's type. `Int32(clamping:)`
    /// can't trap (an `Int` offset, page or limit past `Int32.max` is sent as `Int32.max`); `Int64(_:)` of an
    /// `Int` is exact on every platform.
    static func converted(_ value: String, to type: TypeRef) -> String {
        switch type.unwrapped.name {
        case "Int32": return "Int32(clamping: \(value))"
        case "Int64": return "Int64(\(value))"
        case "String" where value == "cursor" && !type.isOptional: return "cursor ?? \"\""
        default: return value
        }
    }

    /// The element type of the list paging walks to.
    func itemType(_ items: Located<String>?, response: TypeRef) -> TypeRef? {
        let list = items.flatMap { walk($0.value, response: response)?.type } ?? response
        if case .array(let element) = list.unwrapped { return element }
        return nil
    }

    /// Walks a key path through the response's models: the Swift expression, its type, whether a `?` was passed.
    func walk(_ path: String, root: String = "response", response: TypeRef) -> (expression: String, type: TypeRef, optional: Bool)? {
        var expression = root
        var type = response
        var optional = false
        for component in path.split(separator: ".").map(String.init) {
            guard let name = type.unwrapped.name, let model = models[name],
                  let property = model.properties.first(where: { $0.name.value == component || $0.key?.value == component })
            else { return nil }
            if type.isOptional { expression += "?"; optional = true }
            expression += "." + SwiftIdentifier.escaped(Self.swiftName(property))
            type = property.type
        }
        return (expression, type, optional || type.isOptional)
    }

    private func listExpression(_ path: String, root: String, response: TypeRef) -> String {
        guard let (expression, _, optional) = walk(path, root: root, response: response) else { return "[]" }
        return optional ? "\(expression) ?? []" : expression
    }

    /// A total or page count as the page types take it: any integer type, clamped into `Int` by the runtime, so
    /// an `Int64` count can't trap where `Int` has 32 bits.
    private func integerExpression(_ path: String, response: TypeRef) -> String {
        guard let (expression, _, _) = walk(path, response: response) else { return "nil" }
        return expression
    }

    private func stringExpression(_ path: String, response: TypeRef) -> String {
        guard let (expression, type, optional) = walk(path, response: response) else { return "nil" }
        guard type.unwrapped.name == "URL" else { return expression }
        return optional ? "\(expression)?.absoluteString" : "\(expression).absoluteString"
    }
}
